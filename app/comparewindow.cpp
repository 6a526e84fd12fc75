#include "comparewindow.h"

#include "screenfit.h"

#include "findingtext.h"
#include "partingwords.h"
#include "qtext.h"
#include "run/tracequeries.h"
#include "sequencediagram.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace corrsim {

namespace {

QWidget *titled(const QString &title, QWidget *body, QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *label = new QLabel(title, box);
    label->setWordWrap(true);
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    layout->addWidget(label);
    layout->addWidget(body, 1);
    return box;
}

/// Each scroll bar follows the other: both diagrams share one time axis.
void scrollTogether(QScrollBar *a, QScrollBar *b)
{
    QObject::connect(a, &QScrollBar::valueChanged, b, [b](int v) {
        if (b->value() != v)
            b->setValue(v);
    });
    QObject::connect(b, &QScrollBar::valueChanged, a, [a](int v) {
        if (a->value() != v)
            a->setValue(v);
    });
}

} // namespace

CompareWindow::CompareWindow(std::shared_ptr<const RunRecord> a, const QString &labelA,
                             std::shared_ptr<const RunRecord> b, const QString &labelB, RunComparison comparison,
                             std::pair<std::shared_ptr<DiagramData>, std::shared_ptr<DiagramData>> pictures,
                             QWidget *parent)
    : QWidget(parent, Qt::Window), m_runA(std::move(a)), m_runB(std::move(b)), m_comparison(std::move(comparison))
{
    setWindowTitle(tr("Compare: %1 / %2").arg(labelA, labelB));
    setAccessibleName(tr("Two runs compared"));
    auto *layout = new QVBoxLayout(this);

    m_headline = new QLabel(headline(), this);
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_headline->setStyleSheet(
        QStringLiteral("QLabel { background: #fff4d6; border: 1px solid #e0b84c; border-radius: 4px;"
                       " padding: 8px; }"));
    QFont big = m_headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    big.setBold(true);
    m_headline->setFont(big);
    layout->addWidget(m_headline);

    auto *controls = new QHBoxLayout;
    auto *back = new QPushButton(tr("◀ Step back"), this);
    auto *next = new QPushButton(tr("Step both ▶"), this);
    next->setToolTip(tr("Both runs one event further, on one clock"));
    m_whole = new QCheckBox(tr("Show both runs to their end"), this);
    for (QWidget *w : std::initializer_list<QWidget *>{back, next, m_whole}) {
        w->setEnabled(m_comparison.divergence.has_value());
        controls->addWidget(w);
    }
    controls->addStretch(1);
    m_controls = controls;
    layout->addLayout(controls);
    connect(back, &QPushButton::clicked, this, [this] { step(false); });
    connect(next, &QPushButton::clicked, this, [this] { step(true); });

    auto *split = new QSplitter(Qt::Horizontal, this);
    m_a = new SequenceDiagram(split);
    m_b = new SequenceDiagram(split);
    split->addWidget(titled(tr("A: %1").arg(labelA), m_a, split));
    split->addWidget(titled(tr("B: %1").arg(labelB), m_b, split));
    split->setSizes({1000, 1000}); // two equal halves
    auto *vertical = new QSplitter(Qt::Vertical, this);
    vertical->addWidget(split);
    m_table = new QTableWidget(0, 3, vertical);
    m_table->setHorizontalHeaderLabels({tr("What differs at the end"), tr("A"), tr("B")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, m_table, &QTableWidget::resizeRowsToContents);
    vertical->addWidget(m_table);
    vertical->setStretchFactor(0, 4);
    vertical->setStretchFactor(1, 1);
    vertical->setSizes({800, 140}); // the diagrams first; the table is a few rows
    layout->addWidget(vertical, 1);

    m_a->setRun(m_runA, std::move(pictures.first));
    m_b->setRun(m_runB, std::move(pictures.second));
    m_a->shareTimeAxis(*m_b);
    for (SequenceDiagram *d : {m_a, m_b}) // a focus on one conversation would leave the shared axis
        connect(d, &SequenceDiagram::menuRequested, this, [](QMenu *menu, int) { menu->clear(); });
    for (auto [from, to] : {std::pair{m_a, m_b}, std::pair{m_b, m_a}})
        connect(from, &SequenceDiagram::scaleChanged, to, [to](double px) {
            if (to->pixelsPerMs() != px)
                to->setPixelsPerMs(px); // a zoom in one is a zoom in both
        });
    scrollTogether(m_a->verticalScrollBar(), m_b->verticalScrollBar());
    scrollTogether(m_a->horizontalScrollBar(), m_b->horizontalScrollBar());
    connect(m_whole, &QCheckBox::toggled, this, &CompareWindow::showWhole);
    fillDifferences();
    fitToScreen(this);
    if (const auto &d = m_comparison.divergence)
        for (const auto &t : {d->timeA, d->timeB})
            if (t)
                m_parting = std::min(m_parting, *t);
    showWhole(false);
}

QString CompareWindow::headline() const
{
    QStringList warnings; // a pin that matched nothing explains an "identical"
    for (const RunWarning &w : m_runB->warnings)
        warnings << tr("B: %1").arg(runWarningText(w));
    const QString note = warnings.isEmpty() ? QString() : QStringLiteral("\n") + warnings.join(QLatin1Char('\n'));
    return headlineWithoutWarnings() + note;
}

QString CompareWindow::headlineWithoutWarnings() const
{
    if (m_comparison.identical())
        return tr("The runs are identical: the same events, stores, expectations and saga outcomes.");
    if (!m_comparison.divergence && m_comparison.narration && m_comparison.stores.empty() &&
        m_comparison.expectations.empty() && m_comparison.sagas.empty())
        return tr("The same events; only the narration differs (a note or an expectation's name). %1")
            .arg(partingWords(m_comparison, *m_comparison.narration, m_runA.get(), m_runB.get()));
    if (!m_comparison.divergence)
        return tr("The same events; only what is checked at the end differs (below).");
    return partingWords(m_comparison, *m_comparison.divergence, m_runA.get(), m_runB.get());
}

void CompareWindow::showWhole(bool on)
{
    if (m_whole->isChecked() != on)
        m_whole->setChecked(on);
    showUpTo(on ? SimTime::max() : m_parting);
}

void CompareWindow::showUpTo(SimTime t)
{
    // One clock for both: each run shows its events at or before t, so the question
    // (the moment they part) comes before its answer (what each does next).
    m_at = t;
    for (SequenceDiagram *view : {m_a, m_b}) {
        const Trace &trace = (view == m_a ? m_runA : m_runB)->trace();
        view->setCursor(t == SimTime::max() ? SIZE_MAX : eventAt(trace, t).value_or(0));
        view->setCursorTime(t == SimTime::max() ? std::nullopt : std::optional(t)); // one line, at one time
        if (t != SimTime::max())
            view->scrollToTime(t);
    }
}

void CompareWindow::step(bool forward)
{
    if (m_at == SimTime::max())
        return;
    // The nearest event time past (or before) the one shown, in either run.
    std::optional<SimTime> next;
    for (const auto &run : {m_runA, m_runB}) {
        const Trace &t = run->trace();
        for (size_t i = 0; i < t.size(); ++i) {
            const SimTime at = t[i].time;
            if (forward ? at > m_at && (!next || at < *next) : at < m_at && (!next || at > *next))
                next = at;
            if (forward && at > m_at)
                break;
        }
    }
    if (next)
        showUpTo(*next);
}

void CompareWindow::fillDifferences()
{
    auto add = [&](const QString &a, const QString &b, const QString &c, bool heading) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        for (int col = 0; col < 3; ++col) {
            auto *item = new QTableWidgetItem(col == 0 ? a : col == 1 ? b : c);
            if (heading) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            }
            m_table->setItem(row, col, item);
        }
    };
    auto section = [&](const QString &title, const std::vector<RunComparison::Row> &rows) {
        if (rows.empty())
            return;
        add(title, {}, {}, true);
        for (const auto &r : rows)
            add(qs(r.what), qs(r.a), qs(r.b), false);
    };
    section(tr("Store entries"), m_comparison.stores);
    section(tr("Expectations"), m_comparison.expectations);
    section(tr("Saga outcomes"), m_comparison.sagas);
    if (m_table->rowCount() == 0) {
        add(tr("Nothing: the stores, expectations and saga outcomes are the same at the end"), {}, {}, false);
        m_table->setSpan(0, 0, 1, 3); // the whole width: wrapped in one column it stood taller than the table
    }
    m_table->resizeRowsToContents();
}

} // namespace corrsim

namespace corrsim {

QPushButton *CompareWindow::offerToKeep(const QString &what, const std::function<void()> &keep)
{
    auto *button = new QPushButton(tr("Keep %1 in the lesson").arg(what), this);
    button->setObjectName(QStringLiteral("keepInLesson"));
    button->setToolTip(tr("Pin this fault in the lesson you are editing (Edit › Undo takes it out again)"));
    connect(button, &QPushButton::clicked, this, [button, keep] {
        keep();
        button->setEnabled(false);
        button->setText(tr("Kept in the lesson"));
    });
    m_controls->addWidget(button);
    return button;
}

} // namespace corrsim
