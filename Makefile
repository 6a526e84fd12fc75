# The two set-up commands: `make run` and `make test`. Both install what is missing.
BUILD ?= build
JOBS ?= $(shell nproc)
LESSON ?= eip-stock-check

.PHONY: package package-deps accessibility-deps soak render-check engines deps checkers realtrace-deps realtrace configure build run test format format-check perturb golden docs fuzz fuzz-campaign fuzz-build bench asan asan-build mutants clean

deps:
	@tools/install-deps.sh

# The programs tst_export opens the exports in: plantuml, xmllint, mermaid, Chrome's trace engine.
checkers:
	@tools/install-checkers.sh

configure: deps
	@cmake --preset default >/dev/null

build: configure
	@cmake --build --preset default -j $(JOBS)

# Opens the GUI on the default lesson; with no display, runs it headless into ./out.
# Builds the app alone, not the test suites.
run: configure
	@cmake --build --preset default -j $(JOBS) --target corrsim
	@tools/run-lesson.sh $(BUILD)/app/corrsim $(LESSON)

test: format-check build checkers realtrace-deps package-deps accessibility-deps
	@ctest --preset default -j $(JOBS)

# build/corrsim_VERSION_ARCH.deb (packaging/CMakeLists.txt); make test installs it,
# runs it and purges it again (tests/package-install.sh, as tst_package_install).
package: build package-deps
	@cd $(BUILD) && cpack -G DEB | tail -1

package-deps:
	@tools/install-deps.sh package

# What a screen reader reads (tests/accessibility): the AT-SPI bus and pyatspi.
accessibility-deps:
	@tools/install-deps.sh accessibility

# A real RabbitMQ and the pinned OpenTelemetry npm packages, for the import tests that
# record real traces (tools/realtrace/install.sh; the broker is started per recording).
realtrace-deps:
	@tools/realtrace/install.sh

# Records the real-broker flows anew into tests/data/realtrace (the files the import
# tests keep), with the versions that made them.
realtrace: realtrace-deps
	@tools/realtrace/record.sh tests/data/realtrace
	@node tools/realtrace/summarize.js tests/data/realtrace > tests/data/realtrace/SUMMARY.txt

# Every C++ source in .clang-format's style: make test checks it first (a second or
# two); make format rewrites what differs.
format-check: deps
	@tools/check-format.sh

format: deps
	@tools/check-format.sh --fix

# Every built-in lesson under every perturbation (more workers, a lossy or duplicating
# network, crashes and restarts, broker pauses) over five seeds; with ASAN=1, under the
# asan preset.
perturb: $(if $(ASAN),asan-build,build)
	@CORRSIM_PERTURB=all $(if $(ASAN),build-asan,$(BUILD))/tests/tst_perturbation -silent

# Coverage-guided fuzzing of the scenario loader, both trace readers and the span import with clang's
# libFuzzer (installs clang), FUZZ_SECONDS per target; figures in docs/robustness.md.
# fuzz-campaign: the long mode, every core, past findings (tools/run-fuzz.sh says how).
fuzz: fuzz-build
	@tools/run-fuzz.sh

fuzz-campaign: fuzz-build
	@FUZZ_CAMPAIGN=1 tools/run-fuzz.sh

fuzz-build: build
	@tools/install-deps.sh fuzz
	@cmake --preset fuzz >/dev/null
	@cmake --build --preset fuzz --target fuzz_scenario fuzz_trace_jsonl fuzz_trace_binary fuzz_spans fuzz_dictionary

# Rewrites tests/data/golden-fingerprints.txt, the pinned exports in tests/data/exports and
# the pinned diff and sweep --merge answers in tests/data/commands:
# only when a change moves runs or a writer's output on purpose.
golden: build
	@CORRSIM_UPDATE_GOLDEN=1 $(BUILD)/tests/tst_lessons goldenFingerprints -silent
	@CORRSIM_UPDATE_GOLDEN=1 QT_QPA_PLATFORM=offscreen $(BUILD)/tests/tst_export everyExportIsPinned -silent
	@CORRSIM_UPDATE_GOLDEN=1 $(BUILD)/tests/tst_cli commandOutputsArePinned -silent

# Rewrites the participant field tables of docs/scenario-format.md from the kinds'
# declarations (model/participants), the rows of trace-events.md's detail texts from
# model/trace/detailtexts (a new row's meaning is then written by hand), and its event
# shapes from model/trace/eventshape.h;
# tst_participantkinds, tst_lessons and tst_traceformats fail until they agree.
docs: build
	@CORRSIM_UPDATE_DOCS=1 $(BUILD)/tests/tst_participantkinds theDocsTablesAreWrittenFromTheDeclarations -silent
	@CORRSIM_UPDATE_DOCS=1 $(BUILD)/tests/tst_traceformats everyKindsShapeIsDocumented -silent
	@CORRSIM_UPDATE_DOCS=1 QT_QPA_PLATFORM=offscreen $(BUILD)/tests/tst_lessons everyDetailTextIsDocumented -silent

# Release build of the benchmark; figures go to docs/performance.md by hand. Then the
# desktop app on traces of 45k, 700k and 7M events (6,429, 100k and 1M requests), each
# as .ctrace and as .jsonl,
# written once into build-release/bench-traces; then a 1M-request run drawn as SVG
# (whole process: the run and the drawing); then a million spans of another tool imported.
BENCH_TRACES = build-release/bench-traces
bench:
	@tools/install-deps.sh bench
	@cmake --preset release >/dev/null
	@cmake --build --preset release -j $(JOBS) --target corrsim-bench corrsim
	@build-release/bench/corrsim-bench
	@build-release/bench/corrsim-bench --explore
	@mkdir -p $(BENCH_TRACES)
	@for n in 6429 100000 1000000; do for f in ctrace jsonl ctrace.gz jsonl.gz; do \
	  [ -f $(BENCH_TRACES)/rr-$$n.$$f ] || build-release/app/corrsim run bench/request-reply.json \
	    --set participants.requester.workload.count=$$n --trace $(BENCH_TRACES)/rr-$$n.$$f >/dev/null; \
	  build-release/bench/corrsim-bench --gui $(BENCH_TRACES)/rr-$$n.$$f 2>/dev/null; \
	done; done
	@[ -f $(BENCH_TRACES)/spans-1m.otlp.jsonl ] || build-release/bench/corrsim-bench --make-spans 1000000 $(BENCH_TRACES)/spans-1m.otlp.jsonl
	@[ -f $(BENCH_TRACES)/spans-1m.ctrace ] || build-release/app/corrsim run $(BENCH_TRACES)/spans-1m.otlp.jsonl \
	  --trace $(BENCH_TRACES)/spans-1m.ctrace >/dev/null
	@build-release/bench/corrsim-bench --import $(BENCH_TRACES)/spans-1m.otlp.jsonl $(BENCH_TRACES)/spans-1m.ctrace
	@/usr/bin/time -f '{"diagram":"svg","requests":1000000,"wallS":%e,"peakRssKb":%M}' build-release/app/corrsim run \
	  bench/request-reply.json --set participants.requester.workload.count=1000000 --diagram $(BENCH_TRACES)/rr-1000000.svg >/dev/null
	@stat -c '{"diagram":"svg","requests":1000000,"bytes":%s}' $(BENCH_TRACES)/rr-1000000.svg

# Every lesson's Mermaid and PlantUML files rendered by mermaid-cli and PlantUML, each
# checked whole (tools/render-check.sh); make test renders five of them.
render-check: build
	@tools/render-check.sh

# The shard recipes of docs/sweeps.md and docs/explore.md run for real: GNU parallel and
# a single-node Slurm on this machine, each merge compared with one process's result.
engines: build
	@tools/install-deps.sh engines
	@tools/engines.sh $(BUILD)/app/corrsim

# Every one-line mutation of tests/mutants.ini applied to a scratch copy (build-mutants),
# built, and run against the tests that should catch it: prints killed or survived.
# MUTANTS="a b" runs only those. The first run builds the copy (several minutes).
mutants: checkers
	@tools/install-deps.sh mutants
	@tools/run-mutants.py $(MUTANTS)

# Every test under AddressSanitizer + UndefinedBehaviorSanitizer.
# A long class (every lesson walked, compared and explored, SOAK_CYCLES times) under Xvfb:
# memory, open files and threads must stay flat (docs/robustness.md). ASAN=1: under the asan
# preset, where LeakSanitizer reports what the cycles lost (3 cycles: it is slow).
SOAK_CYCLES ?= 20
soak: $(if $(ASAN),asan-build,build)
	@cmake --build $(if $(ASAN),--preset asan,$(BUILD)) -j $(JOBS) --target classsoak
	@QT_QPA_PLATFORM=xcb XDG_RUNTIME_DIR=$$(mktemp -d) $(if $(ASAN),ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp) \
		xvfb-run -a -s "-screen 0 1280x720x24" $(if $(ASAN),build-asan,$(BUILD))/tests/classsoak $(if $(ASAN),3,$(SOAK_CYCLES))

asan: asan-build checkers
	@ctest --preset asan -j $(JOBS)

asan-build: deps
	@cmake --preset asan >/dev/null
	@cmake --build --preset asan -j $(JOBS)

clean:
	rm -rf build build-release build-asan build-fuzz build-mutants out
