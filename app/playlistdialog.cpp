#include "playlistdialog.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace corrsim {

namespace {
constexpr int KeyRole = Qt::UserRole;

QListWidgetItem *entryItem(const ClassPlaylist::Entry &e, const QString &title, bool ticked)
{
    auto *item = new QListWidgetItem(e.variant.isEmpty() ? title : QObject::tr("%1 (%2)").arg(title, e.variant));
    item->setData(KeyRole, e.key());
    item->setToolTip(e.key());
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
    item->setCheckState(ticked ? Qt::Checked : Qt::Unchecked);
    return item;
}
} // namespace

PlaylistDialog::PlaylistDialog(const ClassPlaylist &playlist, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Class playlist"));
    auto *layout = new QVBoxLayout(this);
    auto *help = new QLabel(tr("Tick the lessons of the session and put them in order. At the end of a lesson, "
                               "the next step (Space, PageDown, →) opens the next one; Ctrl+PageDown skips to it."),
                            this);
    help->setWordWrap(true);
    layout->addWidget(help);
    m_list = new QListWidget(this);
    // The session's lessons first, in its order; then every other lesson and variant.
    for (const ClassPlaylist::Entry &e : playlist.entries())
        for (const ClassPlaylist::Offered &o : ClassPlaylist::offered())
            if (o.entry == e)
                m_list->addItem(entryItem(e, o.title, true));
    for (const ClassPlaylist::Offered &o : ClassPlaylist::offered())
        if (!playlist.indexOf(o.entry))
            m_list->addItem(entryItem(o.entry, o.title, false));
    layout->addWidget(m_list, 1);
    auto *moves = new QHBoxLayout;
    auto *up = new QPushButton(tr("Move &up"), this);
    auto *down = new QPushButton(tr("Move &down"), this);
    connect(up, &QPushButton::clicked, this, [this] { move(-1); });
    connect(down, &QPushButton::clicked, this, [this] { move(1); });
    moves->addWidget(up);
    moves->addWidget(down);
    moves->addStretch(1);
    layout->addLayout(moves);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, 520);
}

void PlaylistDialog::move(int by)
{
    const int row = m_list->currentRow();
    if (row < 0 || row + by < 0 || row + by >= m_list->count())
        return;
    QListWidgetItem *item = m_list->takeItem(row);
    m_list->insertItem(row + by, item);
    m_list->setCurrentRow(row + by);
}

std::vector<ClassPlaylist::Entry> PlaylistDialog::entries() const
{
    std::vector<ClassPlaylist::Entry> out;
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->checkState() == Qt::Checked)
            out.push_back(ClassPlaylist::Entry::fromKey(m_list->item(i)->data(KeyRole).toString()));
    return out;
}

} // namespace corrsim
