# The two set-up commands: `make run` and `make test`. Both install what is missing.
BUILD ?= build
JOBS ?= $(shell nproc)
LESSON ?= eip-stock-check

.PHONY: deps configure build run test bench asan clean

deps:
	@tools/install-deps.sh

configure: deps
	@cmake --preset default >/dev/null

build: configure
	@cmake --build --preset default -j $(JOBS)

# Opens the GUI on the default lesson; with no display, runs it headless into ./out.
run: build
	@tools/run-lesson.sh $(BUILD)/app/corrsim $(LESSON)

test: build
	@ctest --preset default -j $(JOBS)

# Release build of the benchmark; figures go to docs/performance.md by hand.
bench: deps
	@cmake --preset release >/dev/null
	@cmake --build --preset release -j $(JOBS) --target corrsim-bench
	@build-release/bench/corrsim-bench

# Every test under AddressSanitizer + UndefinedBehaviorSanitizer.
asan: deps
	@cmake --preset asan >/dev/null
	@cmake --build --preset asan -j $(JOBS)
	@ctest --preset asan -j $(JOBS)

clean:
	rm -rf build build-release build-asan out
