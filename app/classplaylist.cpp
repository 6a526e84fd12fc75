#include "classplaylist.h"

#include "builtinscenarios.h"
#include "scenario/scenario.h"
#include "scenariosource.h"
#include "translations.h"

#include <QSettings>
#include <QStringList>

namespace corrsim {

namespace {
const QString SettingsKey = QStringLiteral("class/playlist");
}

QString ClassPlaylist::Entry::key() const
{
    return variant.isEmpty() ? lesson : lesson + QLatin1Char('/') + variant;
}

ClassPlaylist::Entry ClassPlaylist::Entry::fromKey(const QString &key)
{
    const qsizetype slash = key.indexOf(QLatin1Char('/'));
    return slash < 0 ? Entry{key, {}} : Entry{key.left(slash), key.mid(slash + 1)};
}

const std::vector<ClassPlaylist::Offered> &ClassPlaylist::offered()
{
    static const std::vector<Offered> all = [] {
        std::vector<Offered> out;
        for (const EmbeddedFile &f : builtinScenarios()) {
            const QString name = QString::fromUtf8(f.name.data(), qsizetype(f.name.size()));
            try {
                const Scenario s = openLesson(std::string(f.name), installedLanguage().toStdString()).scenario;
                const QString title = QString::fromStdString(s.info().title);
                out.push_back({{name, {}}, title});
                for (const ScenarioInfo::Variant &v : s.info().variants)
                    out.push_back({{name, QString::fromStdString(v.name)},
                                   v.title.empty() ? title : QString::fromStdString(v.title)});
            } catch (const ScenarioError &) {
                continue; // the lessons list says it is broken
            }
        }
        return out;
    }();
    return all;
}

QString ClassPlaylist::titleOf(const Entry &entry)
{
    for (const Offered &o : offered())
        if (o.entry == entry)
            return o.title;
    return entry.key();
}

ClassPlaylist::ClassPlaylist(QObject *parent) : QObject(parent) {}

void ClassPlaylist::setEntries(std::vector<Entry> entries)
{
    m_entries = std::move(entries);
    emit changed();
}

std::optional<size_t> ClassPlaylist::indexOf(const Entry &open) const
{
    for (size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i] == open)
            return i;
    return std::nullopt;
}

std::optional<ClassPlaylist::Entry> ClassPlaylist::after(const Entry &open) const
{
    if (m_entries.empty())
        return std::nullopt;
    const std::optional<size_t> at = indexOf(open);
    if (!at)
        return m_entries.front();
    if (*at + 1 >= m_entries.size())
        return std::nullopt;
    return m_entries[*at + 1];
}

void ClassPlaylist::load()
{
    std::vector<Entry> entries;
    for (const QString &key : QSettings().value(SettingsKey).toStringList())
        if (!key.isEmpty())
            entries.push_back(Entry::fromKey(key));
    setEntries(std::move(entries));
}

void ClassPlaylist::save() const
{
    QStringList keys;
    for (const Entry &e : m_entries)
        keys << e.key();
    QSettings().setValue(SettingsKey, keys);
}

} // namespace corrsim
