#include "findingtext.h"

#include "explore/explorechecks.h"
#include "run/findingwords.h"

#include <QCoreApplication>

namespace corrsim {

namespace {

std::string argText(const FindingArg &arg)
{
    return std::visit(
        [](const auto &v) -> std::string {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, std::string>)
                return v;
            else if constexpr (std::is_same_v<T, int64_t>)
                return std::to_string(v);
            else if constexpr (std::is_same_v<T, SimTime>)
                return formatDuration(v);
            else if constexpr (std::is_same_v<T, InvariantId>)
                return invariantNameText(v).toStdString();
            else {
                const std::string separator =
                    QCoreApplication::translate(FindingsContext, findingSeparator()).toStdString();
                std::string joined;
                for (const Finding &item : v.items)
                    joined += (joined.empty() || v.join == FindingList::Join::Adjoined ? std::string() : separator) +
                              findingText(item).toStdString();
                return joined;
            }
        },
        arg);
}

} // namespace

QString findingText(const Finding &f)
{
    // The count picks the translation's plural form and stands for %n; the other values
    // fill %1, %2, … by the model's one reader of templates.
    const FindingTemplate &t = findingTemplate(f.kind);
    const int n = f.count ? int(*f.count) : -1;
    QString words = QCoreApplication::translate(FindingsContext, t.other, nullptr, n);
    // Untranslated (the window in English): the English singular where the count is one.
    if (n == 1 && t.one && words == QString::fromUtf8(t.other).replace(QLatin1String("%n"), QLatin1String("1")))
        words = QString::fromUtf8(t.one).replace(QLatin1String("%n"), QLatin1String("1"));
    return QString::fromStdString(fillFindingTemplate(
        words.toStdString(), [&](size_t i) { return i < f.args.size() ? argText(f.args[i]) : std::string(); },
        std::nullopt));
}

QString invariantNameText(InvariantId id)
{
    return QCoreApplication::translate(InvariantsContext, invariantName(id));
}

QString checkPromiseText(const ExploreCheck &check)
{
    return QCoreApplication::translate("CheckPromises", check.promise.c_str());
}

} // namespace corrsim
