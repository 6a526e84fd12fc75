#pragma once
// One colour-blind-safe palette (Okabe and Ito's eight colours) for every view and
// export: a saga state has the same colour in the timeline and in the charts.

#include <QColor>

#include <string>

namespace corrsim::palette {

inline const QColor Blue(0x00, 0x72, 0xb2);
inline const QColor SkyBlue(0x56, 0xb4, 0xe9);
inline const QColor Green(0x00, 0x9e, 0x73);
inline const QColor Yellow(0xf0, 0xe4, 0x42);
inline const QColor Orange(0xe6, 0x9f, 0x00);
inline const QColor Vermillion(0xd5, 0x5e, 0x00);
inline const QColor Purple(0xcc, 0x79, 0xa7);
inline const QColor Grey(0x99, 0x99, 0x99);

/// A state's colour: success green, rejection orange, failure vermillion, the start and
/// the in-between states blue, compensating yellow; any other state a steady pick.
QColor stateColor(const std::string &state);

} // namespace corrsim::palette
