#include "scenario/participantrefs.h"

#include <optional>
#include <string_view>

namespace corrsim {

namespace {

/// Keys whose values are a message's data or a person's words, never a participant.
bool isDataOrProse(std::string_view key)
{
    for (std::string_view k :
         {"body",        "replyBody",     "headers",     "fields",    "text",    "title",  "summary", "ask",
          "choices",     "answer",        "reveal",      "pattern",   "$schema", "equals", "key",     "id",
          "businessKey", "correlationId", "requestType", "replyType", "type",    "detail", "event",   "kind"})
        if (key == k)
            return true;
    return false;
}

/// `text` with the participant `from` it names replaced by `to`: the participant itself,
/// one of its workers ("orders/2") or one of its stores or tables ("orders.pending").
std::optional<std::string> renamed(std::string_view text, const std::string &from, const std::string &to)
{
    if (text == from)
        return to;
    if (text.size() > from.size() && text.starts_with(from) && (text[from.size()] == '/' || text[from.size()] == '.'))
        return to + std::string(text.substr(from.size()));
    return std::nullopt;
}

/// A variant's change "participants.orders.claim" (or "/participants/orders/claim").
std::optional<std::string> renamedPath(std::string_view path, const std::string &from, const std::string &to)
{
    for (std::string_view head : {"participants.", "/participants/"}) {
        if (!path.starts_with(head))
            continue;
        const std::string_view rest = path.substr(head.size());
        const char separator = head[0] == '/' ? '/' : '.';
        if (rest.size() > from.size() && rest.starts_with(from) && rest[from.size()] == separator)
            return std::string(head) + to + std::string(rest.substr(from.size()));
    }
    return std::nullopt;
}

std::string escaped(std::string_view key)
{
    std::string out;
    for (char c : key)
        out += c == '~' ? "~0" : c == '/' ? "~1" : std::string(1, c);
    return out;
}

/// Calls `found(path, value)` for each string that may name a participant and
/// `foundKey(path, object, key)` for each key of a variant's "set".
/// `Node` is Json where the callbacks change what they find, const Json where they only read.
template <typename Node, typename Found, typename FoundKey>
void walk(Node &node, const std::string &path, Found &&found, FoundKey &&foundKey, bool inSet = false)
{
    if (node.is_string()) {
        found(path, node);
        return;
    }
    if (node.is_array()) {
        for (size_t i = 0; i < node.size(); ++i)
            walk(node[i], path + "/" + std::to_string(i), found, foundKey);
        return;
    }
    if (!node.is_object())
        return;
    if (inSet) {
        std::vector<std::string> keys;
        for (auto it = node.begin(); it != node.end(); ++it)
            keys.push_back(it.key());
        for (const std::string &k : keys)
            foundKey(path, node, k);
        return;
    }
    for (auto it = node.begin(); it != node.end(); ++it) {
        const std::string &key = it.key();
        if (isDataOrProse(key))
            continue;
        // A participant's own name is its identity, and an expectation's or a variant's
        // name is words; only "set" (a variant's changes) keys by participant.
        if (key == "name")
            continue;
        walk(it.value(), path + "/" + escaped(key), found, foundKey, key == "set");
    }
}

} // namespace

std::vector<std::string> participantReferences(const Json &doc, const std::string &name)
{
    std::vector<std::string> paths;
    walk(
        doc, "",
        [&](const std::string &path, const Json &value) {
            if (renamed(value.get_ref<const std::string &>(), name, name))
                paths.push_back(path);
        },
        [&](const std::string &path, const Json &, const std::string &key) {
            if (renamedPath(key, name, name))
                paths.push_back(path + "/" + escaped(key));
        });
    return paths;
}

void renameParticipantReferences(Json &doc, const std::string &from, const std::string &to)
{
    walk(
        doc, "",
        [&](const std::string &, Json &value) {
            if (const auto r = renamed(value.get_ref<const std::string &>(), from, to))
                value = *r;
        },
        [&](const std::string &, Json &object, const std::string &key) {
            if (const auto r = renamedPath(key, from, to)) {
                Json moved = object[key];
                object.erase(key);
                object[*r] = std::move(moved);
            }
        });
    if (doc.contains("participants") && doc["participants"].is_array())
        for (Json &p : doc["participants"])
            if (p.is_object() && p.value("name", "") == from)
                p["name"] = to;
}

} // namespace corrsim
