// Package audio plays the game's sounds: a die rattling, boots marching, the boom of a
// battle, a bugle for a captured city, a fanfare for victory, the long roar of a
// nuclear blast and the click of a button.
// Every sound is synthesised in Go when the player starts, so the game ships no sound
// files. Sound is a courtesy, never a condition: when there is no sound device (a server,
// CI, a muted laptop with no ALSA) the player falls silent and the game goes on.
package audio

// Sound names one of the game's sounds.
type Sound uint8

const (
	Click Sound = iota
	DieRoll
	March
	Battle
	Capture
	Victory
	Blast // a nuclear weapon fired (R33, optional)
	numSounds
)

// Sounds lists every sound, for tests and a settings preview.
var Sounds = []Sound{Click, DieRoll, March, Battle, Capture, Victory, Blast}

func (s Sound) String() string {
	return [...]string{"click", "die roll", "march", "battle", "capture", "victory", "blast"}[s]
}

// Player plays sounds. Every method is safe to call from the game loop at any time and
// never blocks or fails: a player that lost its device simply stays quiet.
type Player interface {
	// Play starts a sound; several may sound at once.
	Play(Sound)
	// SetVolume sets the loudness from 0 (silent) to 1 (full).
	SetVolume(float64)
	// SetMuted turns every sound off or back on without forgetting the volume.
	SetMuted(bool)
	// Silent reports whether the player has no device and plays nothing.
	Silent() bool
}

// silent is the player of last resort: it accepts everything and plays nothing.
type silent struct{}

// NewSilent gives a player that never makes a sound (tests, servers, --mute).
func NewSilent() Player { return silent{} }

func (silent) Play(Sound)        {}
func (silent) SetVolume(float64) {}
func (silent) SetMuted(bool)     {}
func (silent) Silent() bool      { return true }
