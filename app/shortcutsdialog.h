#pragma once
// Help › Keyboard shortcuts: the keys of a lesson, of analysis and of every mode, in two
// columns. It opens within the screen: on a 720-line projector at a large text size the
// list scrolls, by the arrow keys and PageDown too (the list has the focus).

#include <QDialog>

namespace corrsim {

class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ShortcutsDialog(QWidget *parent);
};

} // namespace corrsim
