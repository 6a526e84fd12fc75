#pragma once
// What the diagram's colours, lines and marks mean: one text for the window's legend
// and for every exported picture.

#include <QStringList>

namespace corrsim {

QStringList diagramLegend();

} // namespace corrsim
