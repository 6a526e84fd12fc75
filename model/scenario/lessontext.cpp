#include "scenario/lessontext.h"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace corrsim {

namespace {

/// The format's order for keys a layout does not place (docs/scenario-format.md).
constexpr std::array<std::string_view, 35> FormatOrder{
    "$schema",  "name", "kind",         "title",   "pattern", "summary", "studentCopy",   "seed",         "until",
    "network",  "saga", "participants", "links",   "inject",  "faults",  "narrative",     "expectations", "explore",
    "variants", "on",   "at",           "event",   "type",    "detail",  "correlationId", "actor",        "occurrence",
    "pause",    "text", "ask",          "choices", "answer",  "reveal",  "decides",       "set"};

size_t formatRank(const std::string &key)
{
    return size_t(std::find(FormatOrder.begin(), FormatOrder.end(), key) - FormatOrder.begin());
}

std::string scalar(const Json &v)
{
    return v.dump(-1, ' ', false, Json::error_handler_t::replace);
}

class Writer
{
public:
    std::string text;

    void value(const Json &v, const OrderedJson *layout, size_t depth, bool oneLine)
    {
        if (v.is_object())
            return object(v, layout && layout->is_object() ? layout : nullptr, depth, oneLine);
        if (v.is_array())
            return array(v, layout && layout->is_array() ? layout : nullptr, depth);
        text += scalar(v);
    }

private:
    void indent(size_t depth) { text.append(2 * depth, ' '); }

    /// The keys of `v` in the layout's order, then the format's.
    static std::vector<std::string> keysOf(const Json &v, const OrderedJson *layout)
    {
        std::vector<std::string> keys;
        if (layout)
            for (const auto &[key, _] : layout->items())
                if (v.contains(key))
                    keys.push_back(key);
        std::vector<std::string> rest;
        for (const auto &[key, _] : v.items())
            if (std::find(keys.begin(), keys.end(), key) == keys.end())
                rest.push_back(key);
        std::stable_sort(rest.begin(), rest.end(),
                         [](const std::string &a, const std::string &b) { return formatRank(a) < formatRank(b); });
        // Each before the first key the format puts after it ("faults" before
        // "narrative"); one the format does not know, at the end.
        for (const std::string &key : rest) {
            auto at = keys.end();
            if (formatRank(key) < FormatOrder.size())
                at = std::find_if(keys.begin(), keys.end(),
                                  [&](const std::string &k) { return formatRank(k) > formatRank(key); });
            keys.insert(at, key);
        }
        return keys;
    }

    void object(const Json &v, const OrderedJson *layout, size_t depth, bool oneLine)
    {
        if (v.empty())
            return void(text += "{}");
        const std::vector<std::string> keys = keysOf(v, layout);
        text += oneLine ? "{ " : "{\n";
        for (size_t i = 0; i < keys.size(); ++i) {
            if (!oneLine)
                indent(depth + 1);
            text += scalar(Json(keys[i])) + ": ";
            const OrderedJson *inner = layout && layout->contains(keys[i]) ? &(*layout)[keys[i]] : nullptr;
            // A note's anchor reads as one phrase, as the built-in lessons write it.
            value(v[keys[i]], inner, depth + 1, oneLine || keys[i] == "on" || keys[i] == "decides");
            text += i + 1 < keys.size() ? (oneLine ? ", " : ",\n") : (oneLine ? " " : "\n");
        }
        if (!oneLine)
            indent(depth);
        text += '}';
    }

    void array(const Json &v, const OrderedJson *layout, size_t depth)
    {
        if (v.empty())
            return void(text += "[]");
        text += "[\n";
        for (size_t i = 0; i < v.size(); ++i) {
            indent(depth + 1);
            value(v[i], layout && i < layout->size() ? &(*layout)[i] : nullptr, depth + 1, false);
            text += i + 1 < v.size() ? ",\n" : "\n";
        }
        indent(depth);
        text += ']';
    }
};

/// Takes the answer and the reveal out of the question in `entry`, if it has one.
void keepQuestionOnly(Json &entry)
{
    if (entry.is_object())
        for (const char *secret : {"answer", "reveal"})
            entry.erase(secret);
}

void studentNarrative(Json &owner)
{
    if (owner.contains("narrative") && owner["narrative"].is_array())
        for (Json &note : owner["narrative"])
            keepQuestionOnly(note);
    if (owner.contains("explore"))
        keepQuestionOnly(owner["explore"]);
}

/// Entry N of `doc[list]` for a path "/LIST/N/FIELD"; none when it names no such entry.
Json *entryAt(Json &doc, const std::string &where, const char *list, const char *field, size_t &index)
{
    const std::string prefix = std::string("/") + list + "/", suffix = std::string("/") + field;
    if (!where.starts_with(prefix) || !where.ends_with(suffix) || !doc.contains(list) || !doc[list].is_array())
        return nullptr;
    const std::string number = where.substr(prefix.size(), where.size() - prefix.size() - suffix.size());
    if (number.empty() || number.size() > 9 || number.find_first_not_of("0123456789") != std::string::npos)
        return nullptr;
    index = std::stoul(number);
    return index < doc[list].size() ? &doc[list][index] : nullptr;
}

void applyChanges(Json &doc, const std::vector<StudentCopyChange> &changes)
{
    // Held-back entries go last, from the end, so each index still names its entry.
    std::vector<std::pair<const char *, size_t>> leftOut;
    for (const StudentCopyChange &c : changes) {
        size_t index = 0;
        Json *note = entryAt(doc, c.where, "narrative", "text", index);
        Json *expectation = note ? nullptr : entryAt(doc, c.where, "expectations", "name", index);
        if (c.text) {
            if (note || expectation)
                (*(note ? note : expectation))[note ? "text" : "name"] = *c.text;
            else if (c.where == "/title" || c.where == "/summary")
                doc[c.where.substr(1)] = *c.text;
            else
                throw std::invalid_argument("no text to rephrase at " + c.where);
        } else if (note && !note->contains("ask")) {
            leftOut.emplace_back("narrative", index);
        } else if (expectation) {
            leftOut.emplace_back("expectations", index);
        } else if (c.where == "/summary") {
            doc.erase("summary");
        } else {
            throw std::invalid_argument(c.where + " cannot be held back, only rephrased");
        }
    }
    std::sort(leftOut.begin(), leftOut.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
    for (const auto &[list, index] : leftOut)
        doc[list].erase(index);
}

} // namespace

std::string lessonText(const Json &doc, std::string_view layout)
{
    OrderedJson order;
    if (!layout.empty())
        order = OrderedJson::parse(layout, nullptr, false, true); // a layout that does not parse: none
    Writer w;
    w.value(doc, order.is_discarded() ? nullptr : &order, 0, false);
    w.text += '\n';
    return w.text;
}

Json studentCopyOf(Json doc, const std::vector<StudentCopyChange> &changes)
{
    applyChanges(doc, changes);
    studentNarrative(doc);
    if (doc.contains("variants") && doc["variants"].is_array())
        for (Json &variant : doc["variants"])
            studentNarrative(variant);
    doc["studentCopy"] = true;
    return doc;
}

} // namespace corrsim
