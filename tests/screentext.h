#pragma once
// What a widget paints in words, read back: a paint device whose engine draws nothing and
// keeps every text it is asked to draw, with its size in pixels (at 96 dpi, as Xvfb's
// screen has it). The screen tests read labels, lists and the diagram's words with it.

#include <QFont>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QStringList>

#include <climits>
#include <utility>
#include <vector>

/// A paint engine that draws nothing and keeps the text it is asked to draw.
class TextKeeper : public QPaintEngine
{
public:
    TextKeeper() : QPaintEngine(QPaintEngine::AllFeatures) {}
    QStringList texts;
    std::vector<double> pixels; // each text's font size in pixels, in the order drawn
    bool begin(QPaintDevice *) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState &) override {}
    void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
    void drawTextItem(const QPointF &, const QTextItem &item) override
    {
        texts << item.text();
        // Its height on the screen: a point is 96/72 of the device's pixels.
        const QFont f = item.font();
        pixels.push_back(f.pixelSize() > 0 ? double(f.pixelSize()) : f.pointSizeF() * 96.0 / 72.0);
    }
    void drawPath(const QPainterPath &) override {}
    void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
    void drawPolygon(const QPoint *, int, PolygonDrawMode) override {}
    void drawRects(const QRectF *, int) override {}
    void drawLines(const QLineF *, int) override {}
    void drawEllipse(const QRectF &) override {}
    void drawPoints(const QPointF *, int) override {}
    void drawImage(const QRectF &, const QImage &, const QRectF &, Qt::ImageConversionFlags) override {}
    void drawTiledPixmap(const QRectF &, const QPixmap &, const QPointF &) override {}
    Type type() const override { return QPaintEngine::User; }
};

class TextDevice : public QPaintDevice
{
public:
    explicit TextDevice(QSize size) : m_size(size) {}
    QPaintEngine *paintEngine() const override { return &m_engine; }
    QStringList texts() const { return m_engine.texts; }
    /// Each text drawn with its size in pixels.
    std::vector<std::pair<QString, double>> sizedTexts() const
    {
        std::vector<std::pair<QString, double>> all;
        for (qsizetype i = 0; i < m_engine.texts.size(); ++i)
            all.emplace_back(m_engine.texts[i], m_engine.pixels[size_t(i)]);
        return all;
    }

protected:
    int metric(PaintDeviceMetric m) const override
    {
        switch (m) {
        case PdmWidth:
            return m_size.width();
        case PdmHeight:
            return m_size.height();
        case PdmWidthMM:
            return m_size.width() * 254 / 960;
        case PdmHeightMM:
            return m_size.height() * 254 / 960;
        case PdmNumColors:
            return INT_MAX;
        case PdmDepth:
            return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(devicePixelRatioFScale());
        }
        return 0;
    }

private:
    QSize m_size;
    mutable TextKeeper m_engine;
};
