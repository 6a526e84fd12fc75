#include "parameterpanel.h"

#include "parameterdoc.h"
#include "parametereditors.h"
#include "qtext.h"
#include "scenario/parameterspec.h"
#include "scenario/scenario.h"

#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSet>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

namespace corrsim {

namespace {
const QColor ChangedColour(0x1f, 0x5f, 0xbf);
constexpr int IndexRole = Qt::UserRole + 10; // column 0 of a leaf: its index in m_parameters
} // namespace

ParameterPanel::ParameterPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_seed = new QSpinBox(this);
    m_seed->setRange(0, 1000000000);
    form->addRow(tr("Seed"), m_seed);
    layout->addLayout(form);
    auto *hint = new QLabel(tr("Double-click a value to change it; the lesson starts again from the beginning. "
                               "Changed values are blue: click ↺ to put one back."),
                            this);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    m_resetAll = new QPushButton(tr("Reset all to the lesson"), this);
    m_resetAll->setEnabled(false);
    layout->addWidget(m_resetAll, 0, Qt::AlignLeft);
    m_tree = new QTreeWidget(this);
    m_tree->setAccessibleName(tr("Parameters"));
    m_tree->setColumnCount(3);
    m_tree->setHeaderLabels({tr("Parameter"), tr("Value"), QString()});
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(2, QHeaderView::Fixed);
    m_tree->header()->resizeSection(2, 28);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_tree->setItemDelegateForColumn(1, new ParameterDelegate(m_tree));
    layout->addWidget(m_tree, 1);
    connect(m_seed, &QSpinBox::editingFinished, this, [this] { emit seedChanged(quint64(m_seed->value())); });
    connect(m_resetAll, &QPushButton::clicked, this, &ParameterPanel::resetAllRequested);
    connect(m_tree, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item, int column) {
        if (m_filling || column != 1 || !item->data(0, IndexRole).isValid())
            return;
        const Parameter p = m_parameters[size_t(item->data(0, IndexRole).toInt())]; // a copy: the edit refills the list
        if (p.spec.type == ParameterType::Boolean && p.value.kind == ParameterValue::Kind::Boolean) {
            emit parameterEdited(p, ParameterValue::ofFlag(item->checkState(1) == Qt::Checked));
            return;
        }
        // The delegate let through only text that reads as the value's type.
        if (const auto value = ParameterValue::fromInput(item->text(1).toStdString(), p.spec))
            emit parameterEdited(p, *value);
    });
    // A participant's own row, or its name or kind, is not a value to type: it opens the
    // participant's editor, where it is renamed or another is added.
    connect(m_tree, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item, int) {
        for (QTreeWidgetItem *at = item; at; at = at->parent()) {
            const QStringList path = at->data(0, PathRole).toString().split(QLatin1Char('/'), Qt::SkipEmptyParts);
            if (path.size() == 2 && path[0] == QStringLiteral("participants")) {
                const bool ownRow = at == item,
                           identity = item->parent() == at && (item->text(0) == QStringLiteral("name") ||
                                                               item->text(0) == QStringLiteral("kind"));
                if (ownRow || identity)
                    emit participantAsked(at->text(0));
                return;
            }
        }
    });
    connect(m_tree, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item, int column) {
        if (column != 2 || item->text(2).isEmpty() || !item->data(0, IndexRole).isValid())
            return;
        const Parameter p =
            m_parameters[size_t(item->data(0, IndexRole).toInt())]; // a copy: the reset refills the list
        if (p.resettable())
            emit parameterReset(p);
    });
}

void ParameterPanel::setScenario(const Scenario *scenario, quint64 seed)
{
    m_filling = true;
    {
        const QSignalBlocker block(m_seed);
        m_seed->setValue(int(seed));
    }
    // The same scenario again after an edit: keep what was open and where the list was,
    // so the next edit is where the last one was made.
    QSet<QString> open;
    const bool first = m_tree->topLevelItemCount() == 0;
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
        if ((*it)->isExpanded())
            open.insert((*it)->data(0, PathRole).toString());
    const int scrolled = m_tree->verticalScrollBar()->value();
    m_tree->clear();
    m_parameters = scenario ? scenario->parameters() : std::vector<Parameter>{};
    for (size_t i = 0; i < m_parameters.size(); ++i)
        addLeaf(i);
    if (first || open.isEmpty())
        m_tree->expandToDepth(1);
    else
        for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
            (*it)->setExpanded(open.contains((*it)->data(0, PathRole).toString()));
    m_tree->verticalScrollBar()->setValue(scrolled);
    m_resetAll->setEnabled(!changedPaths().isEmpty());
    m_filling = false;
}

QTreeWidgetItem *ParameterPanel::branch(const Parameter &p, size_t depth)
{
    QTreeWidgetItem *parent = m_tree->invisibleRootItem();
    QString pointer;
    for (size_t d = 0; d < depth; ++d) {
        pointer += QLatin1Char('/') + qs(p.path[d]);
        QTreeWidgetItem *found = nullptr;
        // Parameters come in document order: a branch already made is the last child.
        if (const int n = parent->childCount(); n > 0 && parent->child(n - 1)->data(0, PathRole).toString() == pointer)
            found = parent->child(n - 1);
        if (!found) {
            found = new QTreeWidgetItem(parent, {qs(p.labels[d])});
            found->setData(0, PathRole, pointer); // a JSON pointer, as --set takes it
        }
        parent = found;
    }
    return parent;
}

void ParameterPanel::addLeaf(size_t index)
{
    const Parameter &p = m_parameters[index];
    QTreeWidgetItem *parent = branch(p, p.path.size() - 1);
    auto *item = new QTreeWidgetItem(parent, {qs(p.labels.back())});
    item->setData(0, PathRole, qs(p.pointer()));
    item->setData(0, IndexRole, int(index));
    item->setData(1, TypeRole, int(p.spec.type));
    QStringList choices;
    for (const auto &c : p.spec.choices)
        choices << qs(c);
    item->setData(1, ChoicesRole, choices);
    if (!p.spec.doc.empty())
        item->setToolTip(0, parameterDocText(p.spec.doc));
    if (p.spec.type == ParameterType::Boolean && p.value.kind == ParameterValue::Kind::Boolean) {
        item->setFlags((item->flags() | Qt::ItemIsUserCheckable) & ~Qt::ItemIsEditable);
        item->setCheckState(1, p.value.flag ? Qt::Checked : Qt::Unchecked);
        item->setText(1, p.value.flag ? tr("yes") : tr("no"));
    } else {
        item->setText(1, qs(p.value.shown()));
        if (!p.fixed) {
            item->setFlags(item->flags() | Qt::ItemIsEditable);
            item->setToolTip(1, p.spec.type == ParameterType::Choice ? tr("Double-click to pick another")
                                                                     : tr("Double-click to change"));
        }
    }
    if (p.changed()) {
        QFont f = item->font(1);
        f.setBold(true);
        item->setFont(1, f);
        item->setForeground(1, ChangedColour);
        item->setForeground(0, ChangedColour);
        if (p.resettable()) {
            item->setText(2, QStringLiteral("↺"));
            item->setToolTip(2, p.shipped ? tr("Back to the lesson's value: %1").arg(qs(p.shipped->shown()))
                                          : tr("Back to the lesson's value"));
        }
        item->setData(0, ChangedRole, true);
    }
}

QString parameterName(const Parameter &p)
{
    QStringList parts;
    for (const std::string &l : p.labels)
        parts << qs(l);
    if (parts.size() > 2 && parts.front() == QLatin1String("participants"))
        parts.removeFirst(); // a participant's name says it is one
    return parts.join(QLatin1Char('.'));
}

QStringList ParameterPanel::changedValues() const
{
    QStringList changed;
    for (const Parameter &p : m_parameters)
        if (p.changed())
            changed << QStringLiteral("%1 = %2").arg(parameterName(p), qs(p.value.shown()));
    return changed;
}

QStringList ParameterPanel::changedPaths() const
{
    QStringList changed;
    for (const Parameter &p : m_parameters)
        if (p.changed())
            changed << qs(p.pointer());
    return changed;
}

} // namespace corrsim
