#include "parametereditors.h"

#include "scenario/parameterspec.h"
#include "trace/simtime.h"

#include <QComboBox>
#include <QLineEdit>
#include <QToolTip>

namespace corrsim {

QString ParameterDelegate::problem(int type, const QString &text)
{
    bool ok = false;
    switch (ParameterType(type)) {
    case ParameterType::Duration:
        return parseDuration(text.toStdString()) ? QString()
                                                 : tr("a duration: a number and a unit, e.g. 50ms, 1.5s, 2min");
    case ParameterType::Integer:
        text.toLongLong(&ok);
        return ok ? QString() : tr("a whole number");
    case ParameterType::Number:
        text.toDouble(&ok);
        return ok ? QString() : tr("a number");
    case ParameterType::Probability: {
        const double p = text.toDouble(&ok);
        return ok && p >= 0 && p <= 1 ? QString() : tr("a probability from 0 to 1, e.g. 0.3");
    }
    default:
        return {};
    }
}

QWidget *ParameterDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                         const QModelIndex &index) const
{
    if (index.data(TypeRole).toInt() == int(ParameterType::Choice) &&
        !index.data(ChoicesRole).toStringList().isEmpty()) {
        auto *box = new QComboBox(parent);
        box->addItems(index.data(ChoicesRole).toStringList());
        // A pick is a decision: apply it at once.
        connect(box, &QComboBox::activated, this, [this, box] {
            emit const_cast<ParameterDelegate *>(this)->commitData(box);
            emit const_cast<ParameterDelegate *>(this)->closeEditor(box);
        });
        return box;
    }
    auto *edit = qobject_cast<QLineEdit *>(QStyledItemDelegate::createEditor(parent, option, index));
    if (edit) {
        const int type = index.data(TypeRole).toInt();
        connect(edit, &QLineEdit::textChanged, edit, [edit, type](const QString &text) {
            const QString why = problem(type, text);
            edit->setStyleSheet(why.isEmpty() ? QString() : QStringLiteral("QLineEdit { background: #fde2e0; }"));
            edit->setToolTip(why.isEmpty() ? QString() : tr("Not yet: %1").arg(why));
        });
    }
    return edit;
}

void ParameterDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *box = qobject_cast<QComboBox *>(editor))
        return box->setCurrentText(index.data().toString());
    QStyledItemDelegate::setEditorData(editor, index);
}

void ParameterDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *box = qobject_cast<QComboBox *>(editor)) {
        if (box->currentText() != index.data().toString())
            model->setData(index, box->currentText());
        return;
    }
    auto *edit = qobject_cast<QLineEdit *>(editor);
    if (!edit)
        return QStyledItemDelegate::setModelData(editor, model, index);
    const QString why = problem(index.data(TypeRole).toInt(), edit->text().trimmed());
    if (!why.isEmpty()) {
        // Nothing is applied: say what the value should be, where the user is looking.
        QToolTip::showText(edit->mapToGlobal(QPoint(0, edit->height())), tr("Not applied: %1").arg(why), edit);
        return;
    }
    if (edit->text().trimmed() != index.data().toString())
        model->setData(index, edit->text().trimmed());
}

} // namespace corrsim
