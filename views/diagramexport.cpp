#include "diagramexport.h"

#include "diagramdensity.h"
#include "diagramitem.h"
#include "diagramlegend.h"
#include "run/runrecord.h"
#include "savefile.h"
#include "scenario/scenario.h"
#include "sequencediagram.h"

#include "palette.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <stdexcept>

namespace corrsim {

namespace {
constexpr double SlideWidth = 1920; // a PNG's width at least, in pixels
} // namespace

using diagramlayout::LabelRoom;

namespace {

constexpr double TitleHeight = 44, LegendHeight = 92;
constexpr int DensityRows = 400;
constexpr double DensityRowHeight = 3;

QFont exportFont()
{
    // SVG viewers do not know Qt's "Sans Serif": name a real family.
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPointSizeF(9);
    return f;
}

void drawLegend(QPainter *p, const QRectF &r, const QStringList &lines)
{
    p->save();
    p->setFont(exportFont());
    p->setPen(palette::NoteText);
    double y = r.top() + 6;
    for (const QString &l : lines) {
        const QRectF box =
            p->boundingRect(QRectF(r.left() + 8, y, r.width() - 16, 200), Qt::AlignLeft | Qt::TextWordWrap, l);
        p->drawText(box, Qt::AlignLeft | Qt::TextWordWrap, l);
        y += box.height() + 4;
    }
    p->restore();
}

QStringList densityLegend(const DensityGrid &grid)
{
    return {
        QObject::tr("Too many messages to draw one by one (%1 sent in this window): each lane's column shows how many "
                    "messages it sent or received per %2, darker for more (the darkest: %3).")
            .arg(QLocale(QLocale::English).toString(qulonglong(grid.messages)),
                 QString::fromStdString(formatClock(grid.slice)))
            .arg(grid.peak),
        grid.problemPeak ? QObject::tr("A red edge marks slices where messages were lost or answered with an error "
                                       "(at most %1 in one slice).")
                               .arg(grid.problemPeak)
                         : QObject::tr("No message in this window was lost or answered with an error.")};
}

} // namespace

QString exportDiagram(const std::shared_ptr<const RunRecord> &run, const QString &path,
                      const DiagramExportOptions &options)
{
    const ScenarioInfo &info = run->info;
    SequenceDiagram view;
    view.setFont(exportFont());
    view.resize(1400, 900);
    view.setRun(run);
    QString note;
    const Trace &t = run->trace();
    const SimTime from = options.from.value_or(SimTime());
    const SimTime to = options.to.value_or(t.size() ? t[t.size() - 1].time : SimTime());
    const size_t messages = messagesSentWithin(view.data(), from, to);
    const bool dense = messages > DensityArrowLimit;
    DensityGrid grid;
    double y0 = 0, y1 = DensityRows * DensityRowHeight;
    if (dense) {
        grid = DensityGrid::build(view.data(), from, to, DensityRows);
        y1 = grid.rows * DensityRowHeight;
        note =
            QObject::tr("%1 messages, more than the %2 a diagram draws one by one: drawn as density (messages per lane "
                        "per %3); export a shorter time window to see single messages")
                .arg(messages)
                .arg(DensityArrowLimit)
                .arg(QString::fromStdString(formatClock(grid.slice)));
    } else {
        // Scale: the given one, or about 6 px per ms, shrunk until the window fits.
        view.setPixelsPerMs(options.pixelsPerMs > 0 ? options.pixelsPerMs : 6);
        auto height = [&] { return view.sceneY(to) - view.sceneY(from) + 80; };
        for (int i = 0; i < 30 && height() > options.maxHeight; ++i)
            view.setPixelsPerMs(view.pixelsPerMs() * options.maxHeight / height() * 0.98);
        // Taller, within the limit, until every arrow's name has room: a picture has no
        // hover to recover a name that was left out.
        size_t unnamed = view.unnamedArrows(from, to);
        for (int i = 0; i < 12 && unnamed && options.pixelsPerMs <= 0 && height() < options.maxHeight * 0.97; ++i) {
            view.setPixelsPerMs(view.pixelsPerMs() * std::min(1.6, options.maxHeight / height() * 0.98));
            unnamed = view.unnamedArrows(from, to);
        }
        if (height() > options.maxHeight)
            note = QObject::tr("the run is longer than %1 px even fully compressed: the picture is cut at that height")
                       .arg(options.maxHeight);
        else if (unnamed)
            note = QObject::tr("%1 of %2 arrows have no room for their names within %3 px: export a time window "
                               "(from/to) to name every one")
                       .arg(unnamed)
                       .arg(messages)
                       .arg(options.maxHeight);
        else if (options.pixelsPerMs <= 0 && view.pixelsPerMs() < 6)
            note = QObject::tr("compressed to fit %1 px: zoom in on a time window (from/to) to read single messages")
                       .arg(options.maxHeight);
        y0 = view.sceneY(from) - LabelRoom;
        y1 = std::min(view.sceneY(to) + 70, y0 + options.maxHeight);
    }
    const double width = view.contentWidth();
    const double bodyHeight =
        view.layout().headerHeight() + (y1 - y0); // lane headers on top, then the run at its scale
    const QSizeF size(width, TitleHeight + bodyHeight + LegendHeight);

    auto paint = [&](QPainter &p) {
        p.setFont(exportFont()); // before anything is drawn: no "Sans Serif" anywhere in an SVG
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        p.fillRect(QRectF(QPointF(0, 0), size), palette::Background);
        QFont title = exportFont();
        title.setPointSizeF(13);
        title.setBold(true);
        p.setPen(palette::Ink);
        // The whole title: smaller when long, cut short with "…" only past that.
        const QString heading = QString::fromStdString(info.title);
        for (p.setFont(title);
             QFontMetricsF(title, p.device()).horizontalAdvance(heading) > width - 20 && title.pointSizeF() > 9.5;
             p.setFont(title))
            title.setPointSizeF(title.pointSizeF() - 0.5);
        p.drawText(QRectF(10, 6, width - 20, 24), Qt::AlignLeft | Qt::AlignVCenter,
                   QFontMetricsF(title, p.device()).elidedText(heading, Qt::ElideRight, width - 20));
        p.setFont(exportFont());
        p.setPen(palette::SecondaryText);
        p.drawText(QRectF(10, 26, width - 20, 16), Qt::AlignLeft | Qt::AlignVCenter,
                   QObject::tr("%1 · seed %2 · %3 to %4 · fingerprint %5")
                       .arg(QString::fromStdString(info.name))
                       .arg(t.seed())
                       .arg(QString::fromStdString(formatClock(from)), QString::fromStdString(formatClock(to)),
                            QString::fromStdString(t.fingerprint())));
        const QRectF legend(0, TitleHeight + bodyHeight, width, LegendHeight);
        if (dense) {
            p.save();
            p.translate(0, TitleHeight);
            view.paintHeaders(&p, 0, 0, width);
            p.restore();
            paintDensity(&p, grid, view.layout(),
                         QRectF(0, TitleHeight + view.layout().headerHeight(), width, y1 - y0));
            drawLegend(&p, legend, densityLegend(grid));
        } else {
            view.renderRange(&p, QRectF(0, TitleHeight, width, bodyHeight), y0, y1);
            drawLegend(&p, legend, diagramLegend());
        }
        if (!note.isEmpty() && !dense) { // density's legend already says why
            p.setPen(palette::Warning);
            p.drawText(QRectF(10, size.height() - 16, width - 20, 14), Qt::AlignLeft, note);
        }
    };

    // Drawn into memory, then written whole: a failed export never replaces a good file.
    QByteArray bytes;
    QBuffer file(&bytes);
    file.open(QIODevice::WriteOnly);
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size.toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), size));
        // Its width and height are written in mm from this: at 96 dpi (a CSS pixel) a
        // browser draws it at the size in pixels it was drawn at, not a third larger.
        svg.setResolution(96);
        svg.setTitle(QString::fromStdString(info.title));
        svg.setDescription(QStringLiteral("Corrsim sequence diagram"));
        QPainter p(&svg);
        paint(p);
    } else if (suffix == QLatin1String("png")) {
        // For a slide: at least 1920 px wide, drawn larger rather than stretched, within
        // the height limit.
        const double scale = std::max(1.0, std::min(SlideWidth / size.width(), options.maxHeight / size.height()));
        QImage image((size * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.setDotsPerMeterX(3780); // 96 dpi
        image.setDotsPerMeterY(3780);
        {
            QPainter p(&image);
            p.scale(scale, scale);
            paint(p);
        }
        if (!image.save(&file, "PNG"))
            throw std::runtime_error("cannot encode " + path.toStdString());
    } else if (suffix == QLatin1String("pdf")) {
        QPdfWriter pdf(&file);
        pdf.setTitle(QString::fromStdString(info.title));
        pdf.setCreator(QStringLiteral("Corrsim"));
        pdf.setResolution(96);
        pdf.setPageSize(
            QPageSize(QSizeF(size.width() / 96.0 * 25.4, size.height() / 96.0 * 25.4), QPageSize::Millimeter));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter p(&pdf);
        paint(p);
    } else {
        throw std::runtime_error("unknown diagram format ." + suffix.toStdString() +
                                 " (use .svg, .png, .pdf, .puml or .mmd)");
    }
    file.close();
    saveFile(path, bytes);
    return note;
}

void exportFrames(const std::shared_ptr<const RunRecord> &run, const QString &dir, SimTime from, SimTime to, int count)
{
    const ScenarioInfo &info = run->info;
    if (!QDir().mkpath(dir))
        throw std::runtime_error("cannot create " + dir.toStdString());
    SequenceDiagram view;
    view.setFont(exportFont());
    view.resize(1280, 720);
    view.setRun(run);
    const Trace &t = run->trace();
    view.setPixelsPerMs(std::max(0.0001, (720.0 - 120) / std::max(0.001, (to - from).millis())));
    const double y0 = view.sceneY(from) - LabelRoom, y1 = view.sceneY(to) + 20;
    for (int k = 0; k < count; ++k) {
        const SimTime at =
            from + SimTime::fromMicros(int64_t(double((to - from).micros()) * k / std::max(1, count - 1)));
        size_t cursor = 0;
        while (cursor + 1 < t.size() && t[cursor + 1].time <= at)
            ++cursor;
        view.setCursor(cursor);
        QImage image(1280, 720, QImage::Format_ARGB32_Premultiplied);
        image.fill(palette::Background);
        {
            QPainter p(&image);
            p.setRenderHint(QPainter::Antialiasing);
            QFont title = exportFont();
            title.setPointSizeF(12);
            title.setBold(true);
            p.setFont(title);
            p.drawText(QRectF(10, 4, 1000, 22), Qt::AlignLeft, QString::fromStdString(info.title));
            p.drawText(QRectF(1000, 4, 270, 22), Qt::AlignRight,
                       QStringLiteral("t = ") + QString::fromStdString(formatClock(at)));
            view.renderRange(&p, QRectF(0, 30, std::min(1280.0, view.contentWidth()), 690), y0, y1);
        }
        QByteArray png;
        QBuffer buffer(&png);
        if (!buffer.open(QIODevice::WriteOnly) || !image.save(&buffer, "PNG"))
            throw std::runtime_error("cannot encode frame " + std::to_string(k + 1));
        saveFile(QDir(dir).filePath(QStringLiteral("frame-%1.png").arg(k + 1, 4, 10, QLatin1Char('0'))), png);
    }
}

// The view drawn for an export (a member of the view: it reads its scene and geometry).
void SequenceDiagram::renderRange(QPainter *painter, const QRectF &target, double y0, double y1)
{
    // The lanes' headers, then the slice of the run below them.
    const double width = contentWidth();
    painter->save();
    painter->translate(target.topLeft());
    paintHeaders(painter, 0, 0, width);
    painter->restore();
    // Below them the scene, from the room kept above the first event for its words.
    const double header = m_layout.headerHeight();
    const double top = std::max(header, y0);
    const QRectF source(0, top, width, std::max(1.0, y1 - top));
    const QRectF dest(target.left(), target.top() + header, target.width(), target.height() - header);
    scene()->render(painter, dest, source, Qt::IgnoreAspectRatio);
    // The time labels, which the view pins to its edge rather than keeping in the scene.
    painter->save();
    painter->translate(dest.topLeft());
    painter->scale(dest.width() / source.width(), dest.height() / source.height());
    painter->translate(-source.topLeft());
    painter->setClipRect(source);
    paintTimeAxis(painter, 0, source.top(), source.bottom());
    painter->restore();
}

} // namespace corrsim
