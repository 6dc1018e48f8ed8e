# The two commands of the README: `make run` and `make test`. Both install what is missing first.
SWIFT ?= swift
JOBS ?= 2

.PHONY: run test deps build release bench bench-instructions format lint layers pictures tsan window-check soak preview-check swift6-check

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build -j $(JOBS)

## Opens the gallery in a window when a display is present; otherwise renders every scene to gallery-out/.
run: build
	@$(SWIFT) build -j $(JOBS) --product gallery >/dev/null
	@.build/debug/gallery run-or-render --out gallery-out

## Builds and runs every test (layer check, format lint, unit, scene and picture tests, and the
## window checks: a scene opened under Xvfb must show the same pixels as its headless render, and the
## `windows` example must open its note and Settings windows as real windows).
test: deps layers
	$(SWIFT) build -j $(JOBS) --build-tests
	# PlumeStreams' tests first, in a process of their own (about 2 s): in the full run, UI tests that wait
	# on the main queue hold both cooperative threads for long stretches, and the async conformance tests'
	# child tasks then wait past their time limit (seen in every full run at stop 28).
	$(SWIFT) test -j $(JOBS) --skip-build --filter PlumeStreamsTests
	$(SWIFT) test -j $(JOBS) --skip-build --skip PlumeStreamsTests
	$(MAKE) window-check
	$(MAKE) lint

## The soak (GalleryTests' SoakTests; `make test` runs its short version, 40 events per scene):
## every gallery scene driven by seeded random events. SECONDS=N runs each scene for N seconds;
## SEED=, SCENE= and EVENTS= replay a failure as printed; LARGE_TIME=1 adds clock jumps of an hour,
## NaN and negative ones; EVENT_LIMIT= is the seconds one event may take (default 60).
soak: deps
	$(SWIFT) build -j $(JOBS) --build-tests
	PLUME_SOAK_SECONDS="$(SECONDS)" PLUME_SOAK_SEED="$(SEED)" PLUME_SOAK_SCENE="$(SCENE)" \
	PLUME_SOAK_EVENTS="$(EVENTS)" PLUME_SOAK_LARGE_TIME="$(LARGE_TIME)" PLUME_SOAK_EVENT_LIMIT="$(EVENT_LIMIT)" \
	$(SWIFT) test -j $(JOBS) --skip-build --filter 'GalleryTests.SoakTests'

window-check:
	$(SWIFT) build -j $(JOBS) --product gallery
	./scripts/xvfb-screenshot-check.sh .build/debug/gallery equal-width
	$(SWIFT) build -j $(JOBS) --product windows
	./scripts/xvfb-windows-check.sh .build/debug/windows

## plume-preview end to end: renders the previews of Tests/Fixtures/PreviewFixture (a user's package that
## depends on Plume by path) and checks the PNGs and index.html. The runner's first build compiles Plume
## (minutes), so this is not part of `make test`; CI runs it after. The discovery and generation parts
## are unit-tested in PlumePreviewCLITests.
preview-check: deps
	$(SWIFT) build -j $(JOBS) --product plume-preview
	rm -rf .build/preview-check
	cd Tests/Fixtures/PreviewFixture && ../../../.build/debug/plume-preview FixtureViews --out ../../../.build/preview-check
	@for f in Badge-light Badge-dark Drafts-light Drafts-dark; do test -s .build/preview-check/$$f.png || { echo "missing $$f.png"; exit 1; }; done
	@grep -q 'Drafts-dark.png' .build/preview-check/index.html && echo "plume-preview: fixture previews rendered."

layers:
	@python3 scripts/check-layers.py

## PlumeUI and the targets built on it (`uiLanguageMode` in Package.swift) in the Swift 6 language mode
## (PLUME_SWIFT6=1), in a build directory of its own so that switching modes does not rebuild the default
## one: they must keep compiling there with no concurrency warnings (docs/ARCHITECTURE.md, "Language
## modes and isolation"). `SwiftUI` brings in PlumeUI, PlumeStoreUI and PlumeMacros.
swift6-check:
	PLUME_SWIFT6=1 $(SWIFT) build -j $(JOBS) --target SwiftUI --scratch-path .build-swift6

lint:
	@$(SWIFT) format lint --strict --recursive Sources Tests Package.swift && echo "Format check: clean."

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

release: deps
	$(SWIFT) build -c release -j $(JOBS)

## Benchmarks (release build); FILTER=prefix narrows them.
bench: release
	.build/release/PlumeBench $(if $(FILTER),--filter $(FILTER),)

## The layout and frame figures counted in instructions under callgrind (deterministic; release
## build, valgrind from scripts/install-deps.sh); FILTER=prefix narrows them.
bench-instructions: release
	@./scripts/bench-instructions.sh .build/release/PlumeBench $(FILTER)

## Re-renders the README's pictures with Plume itself.
pictures: build
	.build/debug/gallery render --all --out docs/images
	.build/debug/gallery film wave --from 0 --to 3 --frames 5 --out docs/images/wave-film.png
	.build/debug/gallery film count-down-up --from 0 --to 10 --frames 5 --out docs/images/count-down-up-film.png
	.build/debug/gallery film moonshot --from 0 --to 1.2 --frames 4 --out docs/images/moonshot-film.png
	.build/debug/gallery film bezier-chart --from 0 --to 2.5 --frames 4 --out docs/images/bezier-chart-film.png
	.build/debug/gallery film circular-loader --from 0 --to 3.6 --frames 5 --out docs/images/circular-loader-film.png
	.build/debug/gallery film keyboard-aware --from 0 --to 0.5 --frames 6 --out docs/images/keyboard-aware-film.png
	.build/debug/gallery render pickers --tap Planets --at 0.6 --out docs/images/pickers-planets.png
	.build/debug/gallery render notes --tap Compose --wait 0.6 --out docs/images/notes-compose.png
	.build/debug/gallery render volume --tap Play --wait 0.5 --out docs/images/volume-playing.png
	.build/debug/gallery film pickers --tap Planets --from 0 --to 0.35 --frames 4 --out docs/images/pickers-push-film.png
	.build/debug/gallery film collisions --tap Drop --from 0.3 --to 1.5 --frames 5 --out docs/images/collisions-film.png

## The thread-sanitizer run of the concurrency tests (CI runs it after `make test`).
tsan: deps
	$(SWIFT) build -j $(JOBS) --build-tests --sanitize=thread --scratch-path .build-tsan
	$(SWIFT) test -j $(JOBS) --skip-build --sanitize=thread --scratch-path .build-tsan --filter 'ConcurrencyTests'
