# TAKTIK II — build, run and test.
#   make run    install what is missing, build, start the game
#   make test   install what is missing, check formatting and vet, run every test
#               (plain tests, then the graphics tests under a virtual display)

# Go: the one on the PATH or in /usr/local/go, else fetched (scripts/need-go.sh).
ifeq ($(origin GO),undefined)
GO          := $(shell scripts/need-go.sh)/go
endif
GOFMT       := $(dir $(GO))gofmt
BIN         := bin/taktik
STATICCHECK := $(shell $(GO) env GOPATH)/bin/staticcheck
STATICCHECK_VERSION := v0.8.2

# Debian/Ubuntu packages Ebitengine needs to build (cgo: OpenGL, X11, ALSA) and the
# virtual display the graphics tests run under.
BUILD_PKGS := gcc pkg-config libgl1-mesa-dev libx11-dev libxrandr-dev libxcursor-dev \
              libxinerama-dev libxi-dev libxxf86vm-dev libasound2-dev
TEST_PKGS  := xvfb xauth

.PHONY: run build test deps test-deps check unit gfx bench clean

run: build
	./$(BIN)

# Two programs: taktik (engine, map, selfplay; no graphics, runs anywhere) and the game
# window taktik-window, which taktik starts when called with no arguments.
build: deps
	$(GO) build -o $(BIN) .
	$(GO) build -o bin/taktik-window ./render/window

# Installs the missing system packages (as root, or through sudo when it is there).
deps:
	@scripts/need-packages.sh $(BUILD_PKGS)
	@test -x $(GO) || { echo "Go 1.26 or newer is needed: see https://go.dev/dl"; exit 1; }

test-deps: deps
	@scripts/need-packages.sh $(TEST_PKGS)

test: test-deps check unit gfx

check:
	@test -z "$$($(GOFMT) -l .)" || { echo "gofmt would change:"; $(GOFMT) -l .; exit 1; }
	$(GO) vet ./...
	$(GO) vet -tags gfx ./...
	@test -x $(STATICCHECK) || $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)
	$(STATICCHECK) ./...
	$(STATICCHECK) -tags gfx ./...

unit:
	$(GO) test ./...

# The graphics tests need a display: a virtual one, and ALSA pointed at a null device so
# that sound has nowhere to go (the game must run silently then).
# Only the packages that have graphics tests run again here; the rest ran in unit.
GFX_PKGS = $(shell grep -rl --include='*_test.go' '^//go:build gfx' . | xargs -r -n1 dirname | sort -u)

gfx:
	@test -n "$(GFX_PKGS)" || { echo "no graphics tests found"; exit 1; }
	ALSA_CONFIG_PATH=$(CURDIR)/scripts/alsa-null.conf xvfb-run -a -s "-screen 0 1920x1080x24" $(GO) test -tags gfx $(GFX_PKGS)

bench:
	$(GO) test -run '^$$' -bench . -benchtime 20x ./...

clean:
	rm -rf bin

# The laptop benchmark: the real window under Xvfb — idle CPU at the title and at a still
# board, RSS at the title, the board and after every zoom level, and the times to the
# window, the first frame, the title, the board after Continue and out after quitting.
# BASE=dir/with/an/older/build prints both side by side; LONG=1 adds 20 minutes of the
# computer playing itself (scripts/bench-laptop.sh).
.PHONY: bench-laptop
bench-laptop: build
	@scripts/need-packages.sh xvfb xdotool x11-utils
	GO=$(GO) BASE=$(BASE) LONG=$(LONG) scripts/bench-laptop.sh
