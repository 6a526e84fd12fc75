#pragma once
// A scenario file: metadata, participants and their wiring, workload, faults, narrative
// and expectations. Loading checks everything by building the whole simulation once,
// so a scenario either loads completely or fails with a located error.

#include "scenario/expectations.h"
#include "input/scenariolimits.h"
#include "scenario/scenarioinfo.h"
#include "input/scenarioerror.h"
#include "trace/simtime.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace corrsim {

class Simulation;

class Scenario
{
public:
    /// Parses scenario text; file names the source in error messages.
    static Scenario parse(std::string_view text, std::string file);
    /// Reads and parses a file.
    static Scenario load(const std::string &path);

    Scenario(const Scenario &other);
    Scenario &operator=(const Scenario &other);
    Scenario(Scenario &&) noexcept;
    Scenario &operator=(Scenario &&) noexcept;
    ~Scenario();

    /// Applies "PATH=VALUE" (PATH as /a/0/b or a.b.c; array elements may be named by
    /// their "name"; VALUE is JSON, or else text) and checks the result.
    void set(std::string_view assignment);

    const ScenarioInfo &info() const { return m_info; }
    const std::vector<Expectation> &expectations() const { return m_expectations; }
    /// A ready-to-run simulation; seed overrides the scenario's own.
    std::unique_ptr<Simulation> instantiate(std::optional<uint64_t> seed = std::nullopt) const;
    /// The document as JSON text, with any --set applied.
    std::string toJson() const;

private:
    struct Doc;
    Scenario();
    void check();
    std::unique_ptr<Doc> m_doc;
    ScenarioInfo m_info;
    std::vector<Expectation> m_expectations;
};


} // namespace corrsim
