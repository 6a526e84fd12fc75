#include "participantsdialog.h"

#include "lessonauthor.h"
#include "parameterdoc.h"
#include "participantstarter.h"
#include "qtext.h"
#include "runcontroller.h"
#include "scenario/scenario.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace corrsim {

namespace {

constexpr int NameRole = Qt::UserRole + 1;

/// A JSON string's text ("\"shop\"" is shop); other JSON as it is.
QString shown(const std::string &json)
{
    const QJsonDocument d = QJsonDocument::fromJson(QByteArray::fromStdString("[" + json + "]"));
    const QJsonValue v = d.array().isEmpty() ? QJsonValue() : d.array().first();
    return v.isString() ? v.toString() : qs(json);
}

/// What the author typed, as the JSON the field takes: text fields take it as text;
/// a duration or a value of settings as JSON where it reads as JSON ({"uniform": ...}).
QString asJson(const ParticipantField &field, const QString &typed)
{
    const QString t = typed.trimmed();
    if (t.isEmpty())
        return {};
    const ParameterType type = field.spec.type;
    const bool textOnly = field.namesParticipant || type == ParameterType::Text || type == ParameterType::Choice;
    if (!textOnly && !QJsonDocument::fromJson(("[" + t + "]").toUtf8()).isNull())
        return t;
    return QString::fromUtf8(QJsonDocument(QJsonArray{t}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

} // namespace

ParticipantsDialog::ParticipantsDialog(LessonAuthor *author, RunController *runs, QWidget *parent)
    : QDialog(parent), m_author(author), m_runs(runs)
{
    setWindowTitle(tr("Participants"));
    m_list = new QListWidget;
    m_list->setAccessibleName(tr("Participants"));
    auto *add = new QPushButton(tr("&Add…"));
    m_rename = new QPushButton(tr("Re&name…"));
    m_remove = new QPushButton(tr("&Remove"));
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {add, m_rename, m_remove})
        buttons->addWidget(b);
    auto *left = new QVBoxLayout;
    left->addWidget(m_list, 1);
    left->addLayout(buttons);

    m_heading = new QLabel;
    m_heading->setWordWrap(true);
    QFont big = m_heading->font();
    big.setBold(true);
    m_heading->setFont(big);
    m_formHost = new QWidget;
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_formHost);
    scroll->setWidgetResizable(true);
    // Tab into the form from outside it (from Close) shows the field it lands on: a
    // scroll area only follows the focus as it moves within it.
    connect(qApp, &QApplication::focusChanged, scroll, [scroll](QWidget *, QWidget *now) {
        if (now && scroll->widget()->isAncestorOf(now))
            scroll->ensureWidgetVisible(now);
    });
    m_problem = new QLabel;
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->setAccessibleName(tr("Why the last change was not made"));
    auto *right = new QVBoxLayout;
    right->addWidget(m_heading);
    right->addWidget(scroll, 1);
    right->addWidget(m_problem);

    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    columns->addLayout(right, 2);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(close);
    resize(900, 600);

    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(add, &QPushButton::clicked, this, &ParticipantsDialog::askToAdd);
    connect(m_rename, &QPushButton::clicked, this, &ParticipantsDialog::askToRename);
    connect(m_remove, &QPushButton::clicked, this, &ParticipantsDialog::askToRemove);
    connect(m_list, &QListWidget::currentRowChanged, this, [this] { showForm(); });
    connect(m_author, &LessonAuthor::refused, this, [this](const QString &why) { m_refusal = why; });
    refill({});
}

QString ParticipantsDialog::selectedName() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? item->data(NameRole).toString() : QString();
}

void ParticipantsDialog::refill(const QString &select)
{
    const Scenario *s = m_runs->scenario();
    const QSignalBlocker quiet(m_list);
    m_list->clear();
    if (s)
        for (const ParticipantEntry &p : s->participantEntries()) {
            auto *item = new QListWidgetItem(tr("%1 (%2)").arg(qs(p.name), qs(p.kind)), m_list);
            item->setData(NameRole, qs(p.name));
            if (qs(p.name) == select)
                m_list->setCurrentItem(item);
        }
    if (!m_list->currentItem() && m_list->count() > 0)
        m_list->setCurrentRow(0);
    showForm();
}

void ParticipantsDialog::select(const QString &name)
{
    refill(name);
}

void ParticipantsDialog::showForm()
{
    // The form is made again after a refused change, from inside the signal of the
    // editor that made it: the old editors go once that signal has returned.
    delete m_formHost->layout();
    for (QWidget *w : m_formHost->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
        w->hide();
        w->setParent(nullptr);
        w->deleteLater();
    }
    m_form = new QFormLayout(m_formHost);
    const Scenario *s = m_runs->scenario();
    const QString name = selectedName();
    m_rename->setEnabled(!name.isEmpty());
    m_remove->setEnabled(!name.isEmpty());
    m_heading->clear();
    if (!s || name.isEmpty())
        return;
    for (const ParticipantEntry &p : s->participantEntries()) {
        if (qs(p.name) != name)
            continue;
        m_heading->setText(tr("%1, a %2").arg(qs(p.name), qs(p.kind)));
        for (const ParticipantField &f : participantFields(p.kind)) {
            if (f.name == "name" || f.name == "kind")
                continue;
            auto *cell = new QWidget;
            auto *column = new QVBoxLayout(cell);
            column->setContentsMargins(0, 0, 0, 0);
            QWidget *e = editor(f, p);
            e->setObjectName(qs(f.name));
            e->setAccessibleName(qs(f.name));
            e->setAccessibleDescription(parameterDocText(f.spec.doc));
            column->addWidget(e);
            auto *doc = new QLabel(parameterDocText(f.spec.doc));
            doc->setWordWrap(true);
            doc->setForegroundRole(QPalette::PlaceholderText);
            column->addWidget(doc);
            m_form->addRow(qs(f.name) + (f.required ? QStringLiteral(" *") : QString()), cell);
        }
        return;
    }
}

QWidget *ParticipantsDialog::editor(const ParticipantField &f, const ParticipantEntry &p)
{
    const QString field = qs(f.name);
    std::optional<std::string> value;
    for (const auto &[k, v] : p.fields)
        if (k == f.name)
            value = v;
    // The declared default without its Markdown code marks and quotes.
    const QString declaredDefault = qs(f.defaultText).remove(QLatin1Char('`')).remove(QLatin1Char('"'));
    const QString defaultWords = f.required ? tr("(choose)")
                                 : declaredDefault == QStringLiteral("none") || declaredDefault == QStringLiteral("—")
                                     ? tr("(not set)")
                                     : tr("(default: %1)").arg(declaredDefault);
    auto commitChoice = [this, field](QComboBox *box) {
        connect(box, &QComboBox::activated, this,
                [this, box, field](int index) { setField(field, index == 0 ? QString() : box->itemText(index)); });
    };
    const ParameterType type = f.spec.type;
    if (f.namesParticipant || type == ParameterType::Choice || type == ParameterType::Boolean) {
        auto *box = new QComboBox;
        box->addItem(defaultWords);
        QStringList items;
        if (f.namesParticipant) {
            for (const ParticipantEntry &other : m_runs->scenario()->participantEntries())
                items << qs(other.name);
        } else if (type == ParameterType::Boolean) {
            items << QStringLiteral("true") << QStringLiteral("false");
        } else {
            for (const std::string &c : f.spec.choices)
                items << qs(c);
        }
        box->addItems(items);
        const QString now = value ? shown(*value) : QString();
        box->setCurrentIndex(now.isEmpty() ? 0 : std::max(0, int(items.indexOf(now)) + 1));
        commitChoice(box);
        return box;
    }
    if (f.isList || (value && (value->starts_with('{') || value->starts_with('[')))) {
        // A list or settings of their own: JSON over several lines, applied when asked.
        auto *box = new QWidget;
        auto *column = new QVBoxLayout(box);
        column->setContentsMargins(0, 0, 0, 0);
        auto *text = new QPlainTextEdit;
        text->setTabChangesFocus(true); // Tab moves on, as in every field: JSON needs no tabs
        if (value) {
            const QJsonDocument d = QJsonDocument::fromJson(QByteArray::fromStdString(*value));
            text->setPlainText(d.isNull() ? qs(*value)
                                          : QString::fromUtf8(d.toJson(QJsonDocument::Indented)).trimmed());
        }
        text->setPlaceholderText(defaultWords);
        text->setAccessibleName(field);
        text->setMaximumHeight(text->fontMetrics().lineSpacing() * 8);
        auto *applyButton = new QPushButton(tr("Apply %1").arg(field));
        connect(applyButton, &QPushButton::clicked, this,
                [this, text, field] { setField(field, text->toPlainText()); });
        column->addWidget(text);
        column->addWidget(applyButton, 0, Qt::AlignLeft);
        return box;
    }
    auto *line = new QLineEdit(value ? shown(*value) : QString());
    line->setPlaceholderText(defaultWords);
    connect(line, &QLineEdit::editingFinished, this, [this, line, field, was = line->text()]() mutable {
        if (line->text() == was)
            return;
        was = line->text();
        setField(field, line->text());
    });
    return line;
}

QWidget *ParticipantsDialog::editorFor(const QString &field) const
{
    return m_formHost->findChild<QWidget *>(field);
}

bool ParticipantsDialog::apply(const QString &what, const std::function<void(Scenario &)> &change)
{
    m_refusal.clear();
    if (!m_runs->scenario()) {
        m_problem->setText(tr("A trace read from a file has no participants to edit: open a scenario."));
        return false;
    }
    if (!m_author->edit(what, change, true)) {
        m_problem->setText(tr("Not changed: %1").arg(m_refusal));
        return false;
    }
    m_problem->clear();
    return true;
}

bool ParticipantsDialog::setField(const QString &field, const QString &typed)
{
    const std::string name = selectedName().toStdString(), key = field.toStdString();
    ParticipantField declared;
    if (const Scenario *s = m_runs->scenario())
        for (const ParticipantEntry &p : s->participantEntries())
            if (p.name == name)
                for (const ParticipantField &f : participantFields(p.kind))
                    if (f.name == key)
                        declared = f;
    const std::string json = asJson(declared, typed).toStdString();
    const bool done =
        apply(tr("set %1.%2").arg(qs(name), field), [&](Scenario &s) { s.setParticipantField(name, key, json); });
    if (!done)
        showForm(); // the editors show the lesson as it is, not what was refused
    return done;
}

bool ParticipantsDialog::addParticipant(const QString &kind, const QString &name)
{
    const Scenario *s = m_runs->scenario();
    if (!s)
        return apply({}, {});
    const ParticipantEntry starter = starterParticipant(kind.toStdString(), name.toStdString(), *s);
    if (!apply(tr("add %1").arg(name), [&](Scenario &edited) { edited.addParticipant(starter); }))
        return false;
    refill(name);
    return true;
}

bool ParticipantsDialog::renameSelected(const QString &to)
{
    const std::string from = selectedName().toStdString();
    if (!apply(tr("rename %1 to %2").arg(qs(from), to),
               [&](Scenario &s) { s.renameParticipant(from, to.toStdString()); }))
        return false;
    refill(to);
    return true;
}

bool ParticipantsDialog::removeSelected()
{
    const std::string name = selectedName().toStdString();
    if (!apply(tr("remove %1").arg(qs(name)), [&](Scenario &s) { s.removeParticipant(name); }))
        return false;
    refill({});
    return true;
}

void ParticipantsDialog::askToAdd()
{
    QStringList kinds;
    for (const std::string &k : participantKindNames())
        kinds << qs(k);
    bool ok = false;
    const QString kind = QInputDialog::getItem(this, tr("Add a participant"), tr("Its kind:"), kinds, 0, false, &ok);
    if (!ok)
        return;
    const QString name = QInputDialog::getText(this, tr("Add a participant"), tr("Its name:"), QLineEdit::Normal,
                                               kind.section(QLatin1Char('-'), -1), &ok);
    if (ok && !name.trimmed().isEmpty())
        addParticipant(kind, name.trimmed());
}

void ParticipantsDialog::askToRename()
{
    bool ok = false;
    const QString to = QInputDialog::getText(this, tr("Rename %1").arg(selectedName()),
                                             tr("Its new name (notes, faults, stores and workers follow):"),
                                             QLineEdit::Normal, selectedName(), &ok);
    if (ok && !to.trimmed().isEmpty() && to.trimmed() != selectedName())
        renameSelected(to.trimmed());
}

void ParticipantsDialog::askToRemove()
{
    if (QMessageBox::question(this, tr("Remove %1").arg(selectedName()),
                              tr("Remove %1 from the lesson? (Edit › Undo brings it back.)").arg(selectedName())) ==
        QMessageBox::Yes)
        removeSelected();
}

} // namespace corrsim
