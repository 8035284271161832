// Package settings keeps the player's choices between games: language, sound, volume,
// animation speed, the window and the map's zoom. They live as JSON in the user's config directory and
// are written atomically, so a crash never leaves half a file; a damaged file costs the
// player his settings, never the game.
package settings

import (
	"encoding/json"
	"errors"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"taktik/game/store"
	"taktik/render/camera"
	"taktik/render/lang"
)

// Speed is how fast moves and dice are animated.
type Speed string

const (
	Slow    Speed = "slow"
	Normal  Speed = "normal"
	Fast    Speed = "fast"
	Instant Speed = "instant"
)

// Speeds lists the animation speeds from slowest to none.
var Speeds = []Speed{Slow, Normal, Fast, Instant}

// Factor is how many times faster than normal an animation runs; 0 means not at all.
func (s Speed) Factor() float64 {
	switch s {
	case Slow:
		return 0.5
	case Fast:
		return 2
	case Instant:
		return 0
	}
	return 1
}

// Languages are the codes of the translations the game ships.
var Languages = []string{"de", "en"}

// Settings are the player's choices.
type Settings struct {
	Language   string  `json:"language"`
	Sound      bool    `json:"sound"`
	Volume     float64 `json:"volume"`
	Animation  Speed   `json:"animation"`
	Width      int     `json:"window_width"`  // 0: chosen from the monitor's size
	Height     int     `json:"window_height"` // in device-independent pixels
	Fullscreen bool    `json:"fullscreen"`
	// Zoom is the map's zoom the player chose last, the size of a square in screen
	// pixels (one of camera.Levels); 0 is the whole map fitted to the window.
	Zoom int `json:"zoom"`
	// Lessons are the lessons the player has finished and Scenarios the first scenarios
	// he has won, by id: the ticks on the Lessons screen.
	Lessons   []string `json:"lessons_done,omitempty"`
	Scenarios []string `json:"scenarios_won,omitempty"`
	// NewGame is the New game form as the player last started a game from it, row by
	// row ("level=1 red=0 … turnlimit=12"; the form reads it, menu.NewGame); "" before
	// the first game.
	NewGame string `json:"new_game,omitempty"`
	// TextSize is the size of the game's text in percent of the usual: 100, 125 or 150.
	TextSize int `json:"text_size,omitempty"`
}

// Tick adds an id to a list of finished things once; it reports whether it was new.
func Tick(list *[]string, id string) bool {
	if known(*list, id) {
		return false
	}
	*list = append(*list, id)
	return true
}

// TextScale is the text size as a factor: 1 for 100 %.
func (s Settings) TextScale() float64 {
	if s.TextSize <= 0 {
		return 1
	}
	return float64(s.TextSize) / 100
}

// SmallW and SmallH are the smallest screen, in points, whose every screen is tested to
// fit (the window a 1366 × 768 laptop opens): a larger text size grows the layout only
// as far as the screen holds that many points.
const SmallW, SmallH = 1229, 652

// TextScaleOn is the text size a screen of w × h points gives: the chosen one, as far
// as the screen still holds the smallest layout the game is made for (SmallW × SmallH
// points), and never below 100 %. A laptop's 1366 × 768 window holds 111 %.
func (s Settings) TextScaleOn(w, h float64) float64 {
	return min(s.TextScale(), max(1, w/SmallW), max(1, h/SmallH))
}

// TextSizeHeld is the note beside the text size when the screen cannot give the size
// chosen: how much it holds, and that a larger window gives more; "" when it gives it.
func (s Settings) TextSizeHeld(w, h float64) string {
	got := s.TextScaleOn(w, h)
	if got >= s.TextScale()-0.005 {
		return ""
	}
	return lang.Tf("settings.textsize.held", int(math.Round(got*100)))
}

// FitOn is how much smaller than its points a screen of w × h points draws the game:
// 1 on a screen of SmallW × SmallH points and more, else as much as it takes for the
// layout made and tested for that size to fit (a tablet held across, 1024 × 768, at
// 83 %; held upright at 62 %; a phone held across, 844 × 390, at 60 %) instead of
// cutting off its text.
func FitOn(w, h float64) float64 {
	if w <= 0 || h <= 0 {
		return 1
	}
	return min(1, w/SmallW, h/SmallH)
}

// TextSizes are the sizes the player may choose for the game's text, in percent.
var TextSizes = []int{100, 125, 150}

// Defaults are the settings of a first start: the language of the system if it is
// German, else English; sound on at a moderate volume.
func Defaults() Settings {
	return Settings{Language: systemLanguage(), Sound: true, Volume: 0.7, Animation: Normal, TextSize: 100}
}

// systemLanguage reads the POSIX locale variables in their order of precedence.
func systemLanguage() string {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"} {
		if v := os.Getenv(name); v != "" {
			if strings.HasPrefix(strings.ToLower(v), "de") {
				return "de"
			}
			return "en"
		}
	}
	return "en"
}

// Clean repairs values a hand-edited file may carry: an unknown language or speed, a
// volume out of range, a window too small to use, a zoom the map has no level for.
func (s Settings) Clean() Settings {
	d := Defaults()
	if !known(Languages, s.Language) {
		s.Language = d.Language
	}
	if !known(Speeds, s.Animation) {
		s.Animation = d.Animation
	}
	s.Volume = min(1, max(0, s.Volume))
	if s.Width < 640 || s.Height < 480 {
		s.Width, s.Height = 0, 0
	}
	if !known(camera.Levels, s.Zoom) {
		s.Zoom = 0
	}
	if !known(TextSizes, s.TextSize) {
		s.TextSize = 100
	}
	return s
}

func known[T comparable](list []T, v T) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// Path is where the settings live: <config dir>/taktik2/settings.json.
func Path() (string, error) {
	if runtime.GOOS == "js" {
		return "/taktik2/settings.json", nil
	}
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", wrap("settings.err.noplace", err)
	}
	return filepath.Join(dir, "taktik2", "settings.json"), nil
}

// Load reads the settings from a file. A missing file gives the defaults and no error;
// a damaged one gives the defaults and an error that says so, for the player to read.
func Load(path string) (Settings, error) {
	data, err := store.Read(path)
	if errors.Is(err, fs.ErrNotExist) {
		return Defaults(), nil
	}
	if err != nil {
		return Defaults(), wrap("settings.err.unreadable", err, path)
	}
	s := Defaults()
	if err := json.Unmarshal(data, &s); err != nil {
		return Defaults(), wrap("settings.err.damaged", err, path)
	}
	return s.Clean(), nil
}

// Save writes the settings so that the file is either the old one or the new one, never a
// mix: a temporary file in the same directory, synced, then renamed over the old.
func Save(path string, s Settings) error {
	data, err := json.MarshalIndent(s.Clean(), "", "  ")
	if err != nil {
		return err
	}
	if err := store.MakeDir(filepath.Dir(path)); err != nil {
		return wrap("settings.err.mkdir", err, filepath.Dir(path))
	}
	if err := store.Write(path, append(data, '\n')); err != nil {
		return wrap("settings.err.write", err, path)
	}
	return nil
}

// Error is a failure to keep the settings or a game: a sentence in the player's
// language about what could not be done, and the system's own reason beneath it.
type Error struct {
	Key  string // the translation key of the sentence
	Args []any  // what it names (a path, a folder)
	Err  error  // the system's reason
}

// Error is the sentence in the chosen language (render/lang), then the system's reason.
func (e *Error) Error() string {
	return lang.Tf(e.Key, e.Args...) + " (" + e.Err.Error() + ")"
}

func (e *Error) Unwrap() error { return e.Err }

func wrap(key string, err error, args ...any) error { return &Error{Key: key, Args: args, Err: err} }
