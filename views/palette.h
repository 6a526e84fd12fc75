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
/// Beyond Okabe and Ito's eight: hues from Paul Tol's "muted" set that stand apart
/// from them, for saga states when a lesson has more states than eight colours.
inline const QColor Indigo(0x33, 0x22, 0x88);
inline const QColor Wine(0x88, 0x22, 0x55);
inline const QColor Olive(0x99, 0x99, 0x33);
inline const QColor Sand(0xdd, 0xcc, 0x77);
/// A state that is neither progress nor failure (UNAVAILABLE): a grey light enough that
/// a deuteranope does not take it for Purple, as the mid grey was (tests/tst_palette).
inline const QColor LightGrey(0xbb, 0xbb, 0xbb);

/// What the diagram is drawn on; words get a patch of it so a line behind them does
/// not strike them through.
inline const QColor Background(Qt::white);

/// Problems on the diagram: a 4xx reply, a 5xx reply, and the badge of a moment that
/// went wrong ("404: unknown correlation ID"); other moments get a calm dark blue. The
/// badges are darker than the line colours so white words on them stay readable.
inline const QColor ClientError = Vermillion;
inline const QColor ServerError(0x8c, 0x2d, 0x04);
inline const QColor ProblemBadge(0xa8, 0x3c, 0x00);
inline const QColor MomentBadge(0x1f, 0x4e, 0x8c);
inline const QColor OnBadge(Qt::white); // a badge's words
/// The diagram's neutral ink, lightest to darkest: the lines and bands that frame the
/// run, so the palette colours above stay the only colours that mean something.
inline const QColor HeaderBand(250, 250, 252);    // behind the lane headers
inline const QColor BreakBand(244, 244, 248);     // an idle stretch cut out of time
inline const QColor ThinLane(238, 238, 242);      // a lane out of focus
inline const QColor TickLine(235, 235, 240);      // faint lines across the lanes at the axis's ticks
inline const QColor LaneBox(232, 236, 245);       // a participant's header
inline const QColor WorkerLaneBox(226, 240, 232); // a worker's header
inline const QColor GutterLine(225, 225, 232);    // the time gutter's edge, the density grid's rows
inline const QColor Lifeline(205, 205, 215);
inline const QColor TickMark(200, 200, 210);      // a tick in the gutter; the headers' lower edge
inline const QColor GridEdge(190, 190, 200);      // a density column's outline
inline const QColor BreakLine(160, 160, 175);     // the zigzag of a cut; the timeline's cut
inline const QColor Ghost(150, 150, 160);         // a message that never left
inline const QColor QuietMark(120, 120, 130);     // a store operation that found what it sought
inline const QColor QuietText(110, 110, 120);     // times, "… of nothing …"
inline const QColor EdgeText(70, 70, 85);         // a time at either side of a cut
inline const QColor SecondaryText(100, 100, 110); // an export's line under its title
inline const QColor WorkerGroupText(90, 120, 100);
inline const QColor NoteText(60, 60, 70); // an export's legend
inline const QColor LaneName(40, 40, 50);
inline const QColor Ink(30, 30, 40);            // words beside arrows, a title
inline const QColor FadedInk(0, 0, 0, 50);      // words of a message not selected
inline const QColor Outline(0x22, 0x22, 0x22);  // a compensation's dashed outline
inline const QColor Warning(160, 60, 30);       // an export's note that it compressed the run
inline const QColor ChangedCell(255, 243, 190); // a store value that changed at this event
/// A faded (unselected) mark keeps its hue at this alpha.
inline constexpr int FadedAlpha = 60;
inline QColor faded(QColor c)
{
    c.setAlpha(FadedAlpha);
    return c;
}

/// Where playback is: one line across the diagram and the timeline.
inline const QColor Cursor(0xe6, 0x78, 0x00);
/// Words on white in a palette colour: the same hue, dark enough to read.
inline QColor forText(const QColor &c)
{
    return c.darker(150);
}

/// The colour of the n-th conversation (correlation ID) in order of appearance: the
/// palette's line colours in turn, so neighbouring conversations differ and none looks
/// like an error's vermillion.
QColor conversationColor(size_t n);

/// A state's colour: success green, rejection orange, failure vermillion, the start sky
/// blue, compensating yellow, and each in-between state of the lessons a hue of its own
/// (APPROVED blue, DEBITED reddish purple, REFUNDED wine...), so no two states of one
/// lesson look alike; any other state a steady pick of the rest.
QColor stateColor(const std::string &state);

} // namespace corrsim::palette
