#pragma once
// The editor a parameter gets, by its type: a drop-down of its choices, a checked
// duration ("50ms", "1.5s", "2min") or number; text otherwise. A value that does not
// read as its type is not committed: the editor stays open and says why.

#include <QStyledItemDelegate>

namespace corrsim {

// Item data roles of the parameter tree.
inline constexpr int PathRole = Qt::UserRole + 1;    // column 0: the value's JSON pointer
inline constexpr int ChangedRole = Qt::UserRole + 2; // column 0: differs from the lesson as shipped
inline constexpr int TypeRole = Qt::UserRole + 3;    // column 1: its ParameterType
inline constexpr int ChoicesRole = Qt::UserRole + 4; // column 1: a Choice's choices

class ParameterDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;

    /// Why `text` is not a value of this type, or "" when it is.
    static QString problem(int type, const QString &text);
};

} // namespace corrsim
