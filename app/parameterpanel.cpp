#include "parameterpanel.h"

#include <QFormLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace corrsim {

namespace {
constexpr int PathRole = Qt::UserRole + 1;
// Parts of a scenario a student changes; the rest (narrative, expectations) is the lesson.
const QStringList Editable = {"network", "participants", "links", "faults", "until"};
} // namespace

ParameterPanel::ParameterPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_seed = new QSpinBox(this);
    m_seed->setRange(0, 1000000000);
    form->addRow(tr("Seed"), m_seed);
    layout->addLayout(form);
    auto *hint = new QLabel(tr("Double-click a value to change it. The run starts again and keeps its place in time."), this);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    m_tree = new QTreeWidget(this);
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Parameter"), tr("Value")});
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    layout->addWidget(m_tree, 1);
    connect(m_seed, &QSpinBox::editingFinished, this, [this] { emit seedChanged(quint64(m_seed->value())); });
    connect(m_tree, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item, int column) {
        if (m_filling || column != 1)
            return;
        emit assignmentRequested(item->data(0, PathRole).toString() + QLatin1Char('=') + item->text(1));
    });
}

void ParameterPanel::setScenario(const QString &json, quint64 seed)
{
    m_filling = true;
    {
        const QSignalBlocker block(m_seed);
        m_seed->setValue(int(seed));
    }
    m_tree->clear();
    const QJsonObject root = QJsonDocument::fromJson(json.toUtf8()).object();
    for (const QString &key : Editable)
        if (root.contains(key))
            fill(m_tree->invisibleRootItem(), QStringLiteral("/") + key, key, root[key]);
    m_tree->expandToDepth(1);
    m_filling = false;
}

void ParameterPanel::fill(QTreeWidgetItem *parent, const QString &path, const QString &label, const QJsonValue &value)
{
    auto *item = new QTreeWidgetItem(parent, {label});
    item->setData(0, PathRole, path); // a JSON pointer, as --set takes it
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            fill(item, path + QLatin1Char('/') + it.key(), it.key(), it.value());
    } else if (value.isArray()) {
        const QJsonArray a = value.toArray();
        for (int i = 0; i < a.size(); ++i) {
            const QString name = a[i].toObject()[QStringLiteral("name")].toString();
            fill(item, path + QLatin1Char('/') + QString::number(i), name.isEmpty() ? QString::number(i) : name, a[i]);
        }
    } else {
        // Text shows as typed (50ms, atomic); numbers and true/false as JSON.
        item->setText(1, value.isString() ? value.toString()
                                          : QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact)).mid(1).chopped(1));
        item->setFlags(item->flags() | Qt::ItemIsEditable);
        item->setToolTip(1, tr("Double-click to change"));
    }
}

} // namespace corrsim
