#include "parameterpanel.h"

#include "parametereditors.h"
#include "scenario/parameterspec.h"

#include <QFormLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
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
// Parts of a scenario a student changes; the rest (narrative, expectations) is the lesson.
const QStringList Editable = {"network", "participants", "links", "faults", "until"};
const QColor ChangedColour(0x1f, 0x5f, 0xbf);

QString pointer(const QStringList &path) { return QLatin1Char('/') + path.join(QLatin1Char('/')); }

/// The value at a path of a document, or undefined.
QJsonValue valueAt(QJsonValue v, const QStringList &path)
{
    for (const QString &p : path)
        v = v.isArray() ? v.toArray().at(p.toInt()) : v.toObject().value(p);
    return v;
}

QString shown(const QJsonValue &v)
{
    if (v.isString())
        return v.toString(); // text as typed: 50ms, atomic
    return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}
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
                               "Changed values are blue: click ↺ to put one back."), this);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    m_resetAll = new QPushButton(tr("Reset all to the lesson"), this);
    m_resetAll->setEnabled(false);
    layout->addWidget(m_resetAll, 0, Qt::AlignLeft);
    m_tree = new QTreeWidget(this);
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
        if (m_filling || column != 1)
            return;
        const QString path = item->data(0, PathRole).toString();
        if (item->data(1, TypeRole).toInt() == int(ParameterType::Boolean))
            emit assignmentRequested(path + (item->checkState(1) == Qt::Checked ? QStringLiteral("=true") : QStringLiteral("=false")));
        else
            emit assignmentRequested(path + QLatin1Char('=') + item->text(1));
    });
    connect(m_tree, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item, int column) {
        if (column != 2 || item->text(2).isEmpty())
            return;
        // Reset: the lesson's value back, through the same --set path.
        const QJsonValue original = item->data(2, Qt::UserRole).toJsonValue();
        emit assignmentRequested(item->data(0, PathRole).toString() + QLatin1Char('=')
                                 + QString::fromUtf8(QJsonDocument(QJsonArray{original}).toJson(QJsonDocument::Compact)).mid(1).chopped(1));
    });
}

void ParameterPanel::setScenario(const QString &json, const QString &shipped, quint64 seed)
{
    m_filling = true;
    {
        const QSignalBlocker block(m_seed);
        m_seed->setValue(int(seed));
    }
    m_shipped = QJsonDocument::fromJson(shipped.toUtf8()).object();
    // The same scenario again after an edit: keep what was open and where the list was,
    // so the next edit is where the last one was made.
    QSet<QString> open;
    const bool first = m_tree->topLevelItemCount() == 0;
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
        if ((*it)->isExpanded())
            open.insert((*it)->data(0, PathRole).toString());
    const int scrolled = m_tree->verticalScrollBar()->value();
    m_tree->clear();
    const QJsonObject root = QJsonDocument::fromJson(json.toUtf8()).object();
    for (const QString &key : Editable)
        if (root.contains(key))
            fill(m_tree->invisibleRootItem(), {key}, key, root[key], {});
    if (first || open.isEmpty())
        m_tree->expandToDepth(1);
    else
        for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
            (*it)->setExpanded(open.contains((*it)->data(0, PathRole).toString()));
    m_tree->verticalScrollBar()->setValue(scrolled);
    m_resetAll->setEnabled(!changedPaths().isEmpty());
    m_filling = false;
}

void ParameterPanel::fill(QTreeWidgetItem *parent, const QStringList &path, const QString &label, const QJsonValue &value,
                          const QString &kind)
{
    auto *item = new QTreeWidgetItem(parent, {label});
    item->setData(0, PathRole, pointer(path)); // a JSON pointer, as --set takes it
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        const QString ownKind = path.size() == 2 && path[0] == QLatin1String("participants") ? o[QStringLiteral("kind")].toString() : kind;
        for (auto it = o.begin(); it != o.end(); ++it)
            fill(item, path + QStringList{it.key()}, it.key(), it.value(), ownKind);
        return;
    }
    if (value.isArray()) {
        const QJsonArray a = value.toArray();
        for (int i = 0; i < a.size(); ++i) {
            const QString name = a[i].toObject()[QStringLiteral("name")].toString();
            fill(item, path + QStringList{QString::number(i)}, name.isEmpty() ? QString::number(i) : name, a[i], kind);
        }
        return;
    }
    std::vector<std::string> parts;
    for (const QString &p : path)
        parts.push_back(p.toStdString());
    const ParameterSpec spec = parameterSpec(parts, kind.toStdString());
    const bool fixed = path.size() == 3 && path[0] == QLatin1String("participants")
                       && (path[2] == QLatin1String("name") || path[2] == QLatin1String("kind"));
    item->setData(1, TypeRole, int(spec.type));
    QStringList choices;
    for (const auto &c : spec.choices)
        choices << QString::fromStdString(c);
    item->setData(1, ChoicesRole, choices);
    if (!spec.doc.empty())
        item->setToolTip(0, QString::fromStdString(spec.doc));
    if (spec.type == ParameterType::Boolean && value.isBool()) {
        item->setFlags((item->flags() | Qt::ItemIsUserCheckable) & ~Qt::ItemIsEditable);
        item->setCheckState(1, value.toBool() ? Qt::Checked : Qt::Unchecked);
        item->setText(1, value.toBool() ? tr("yes") : tr("no"));
    } else {
        item->setText(1, shown(value));
        if (!fixed) {
            item->setFlags(item->flags() | Qt::ItemIsEditable);
            item->setToolTip(1, spec.type == ParameterType::Choice ? tr("Double-click to pick another") : tr("Double-click to change"));
        }
    }
    const QJsonValue original = valueAt(m_shipped, path);
    if (original != value) {
        QFont f = item->font(1);
        f.setBold(true);
        item->setFont(1, f);
        item->setForeground(1, ChangedColour);
        item->setForeground(0, ChangedColour);
        if (!original.isUndefined()) {
            item->setText(2, QStringLiteral("↺"));
            item->setToolTip(2, tr("Back to the lesson's value: %1").arg(shown(original)));
            item->setData(2, Qt::UserRole, QVariant::fromValue(original));
        }
        item->setData(0, ChangedRole, true);
    }
}

QStringList ParameterPanel::changedValues() const
{
    QStringList changed;
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
        if ((*it)->data(0, ChangedRole).toBool())
            changed << QStringLiteral("%1 = %2").arg((*it)->data(0, PathRole).toString().mid(1).replace(QLatin1Char('/'), QLatin1Char('.')),
                                                     (*it)->text(1));
    return changed;
}

QStringList ParameterPanel::changedPaths() const
{
    QStringList changed;
    std::function<void(QTreeWidgetItem *)> walk = [&](QTreeWidgetItem *item) {
        if (item->data(0, ChangedRole).toBool())
            changed << item->data(0, PathRole).toString();
        for (int i = 0; i < item->childCount(); ++i)
            walk(item->child(i));
    };
    walk(m_tree->invisibleRootItem());
    return changed;
}

} // namespace corrsim
