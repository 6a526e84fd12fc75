#pragma once
// A class session's lessons in the teacher's order: built-in lessons, each as shipped or
// one of its variants, kept in the settings between sessions. The window asks what comes
// after the lesson on screen, so a lesson opened by hand in between does not lose the
// teacher's place. It knows no widget: a test drives it alone.

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

namespace corrsim {

class ClassPlaylist : public QObject
{
    Q_OBJECT
public:
    struct Entry
    {
        QString lesson;
        QString variant; // "" for the lesson as shipped
        bool operator==(const Entry &) const = default;
        /// "payment-ttl-expiry/sweep-every-minute", as the settings keep it.
        QString key() const;
        static Entry fromKey(const QString &key);
    };

    /// What a playlist can hold: every built-in lesson and each of its variants, in the
    /// built-ins' order, each with the title the class reads (a variant's title line where
    /// it has one). Read once; a lesson that does not load is not offered.
    struct Offered
    {
        Entry entry;
        QString title;
    };
    static const std::vector<Offered> &offered();
    /// The title of one of them; the entry's key for anything else.
    static QString titleOf(const Entry &entry);

    explicit ClassPlaylist(QObject *parent = nullptr);

    const std::vector<Entry> &entries() const { return m_entries; }
    void setEntries(std::vector<Entry> entries);
    /// Where the lesson on screen stands in it, if it is there.
    std::optional<size_t> indexOf(const Entry &open) const;
    /// What comes after the lesson on screen: the next entry; the first when the lesson
    /// is not in the list; none after the last (or for an empty list).
    std::optional<Entry> after(const Entry &open) const;

    /// From and to the settings ("class/playlist").
    void load();
    void save() const;

signals:
    void changed();

private:
    std::vector<Entry> m_entries;
};

} // namespace corrsim
