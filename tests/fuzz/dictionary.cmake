# Writes a libFuzzer dictionary of every quoted word in the scenario schema (its keys,
# kinds and enumerated values), plus the JSON punctuation and the duration units.
#   cmake -DSCHEMA=scenario.schema.json -DOUTPUT=scenario.dict -P dictionary.cmake
file(READ "${SCHEMA}" text)
string(REGEX MATCHALL "\"[A-Za-z$][A-Za-z0-9.$_-]*\"" words "${text}")
list(REMOVE_DUPLICATES words)
list(SORT words)
set(out "# Generated from the scenario schema by tests/fuzz/dictionary.cmake\n")
foreach(w IN LISTS words)
  string(REPLACE "\"" "\\\"" escaped "${w}")
  string(APPEND out "\"${escaped}\"\n")
endforeach()
foreach(extra "\":\"" "\"{\"" "\"}\"" "\"[\"" "\"]\"" "\",\"" "\"ms\\\"\"" "\"s\\\"\"" "\"min\\\"\"" "\"us\\\"\"" "\"h\\\"\"" "\"1e400\"" "\"-1\"" "\"null\"" "\"true\"")
  string(APPEND out "${extra}\n")
endforeach()
file(WRITE "${OUTPUT}" "${out}")
