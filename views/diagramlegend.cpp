#include "diagramlegend.h"

#include <QObject>

namespace corrsim {

QStringList diagramLegend()
{
    return {
        QObject::tr("Arrows: one colour per correlation ID; dashed = a network copy; ends in ✕ = lost; red bold = "
                    "4xx/5xx answer; "
                    "↻ = retry (attempt n); dotted = injected by the scenario."),
        QObject::tr(
            "Marks: ■ store write, ○ read, □ remove (red = key not found); ✔ matched, ✘ discarded, ⚠ wrong request; "
            "◆ state change (red = compensation); ★ effect. \"… 5min of nothing …\" = idle time cut out."),
    };
}

} // namespace corrsim
