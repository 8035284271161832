package audio

import (
	"fmt"
	"log"
	"sync"
	"time"

	"taktik/game/pace"
)

// device is what the player needs of a sound output: oto in the game, fakes in tests.
type device interface {
	// start plays one sound's samples at a volume and returns at once.
	start(samples []float32, volume float64) (voice, error)
	// err reports a failure found after opening, e.g. no sound card behind ALSA.
	err() error
	// pause stops feeding the output (true) or starts again (false): between sounds
	// the device rests instead of mixing silence, which costs a laptop a share of a
	// core (all of one with ALSA's null device, which never makes the writer wait).
	pause(rest bool) error
}

// voice is one sound being played.
type voice interface {
	playing() bool
	setVolume(float64)
	stop()
}

// openDevice opens the sound output; ready is closed once the device has started (or
// failed, which err then tells). Tests replace it.
var openDevice = openOto

// Logf is where the player reports that it fell silent: one line, once.
var Logf = log.Printf

// player plays through a device and falls silent for good on the first sign of trouble.
type player struct {
	mu      sync.Mutex
	dev     device
	ready   <-chan struct{}
	built   chan struct{}
	sounds  [numSounds][]float32
	voices  []voice
	volume  float64
	muted   bool
	failed  bool
	resting bool   // the device is paused: no sound plays
	stopped string // why it fell silent, for Silent and tests
}

// restMargin is how long the device goes on after the last sound ends before it rests.
const restMargin = 300 * time.Millisecond

// New opens the sound device and returns a player at a volume (0–1), muted or not.
// It never fails: with no usable device it returns a silent player and logs one line.
func New(volume float64, muted bool) Player {
	dev, ready, err := safeOpen()
	if err != nil {
		Logf("audio: no sound (%v); the game goes on silently", err)
		return NewSilent()
	}
	p := &player{dev: dev, ready: ready, built: make(chan struct{}), volume: clamp(volume), muted: muted}
	go p.build()
	go func() {
		<-ready
		p.rest()
	}()
	return p
}

// safeOpen opens the device, turning a panic in a driver into an error.
func safeOpen() (dev device, ready <-chan struct{}, err error) {
	defer func() {
		if r := recover(); r != nil {
			dev, ready, err = nil, nil, fmt.Errorf("the sound driver panicked: %v", r)
		}
	}()
	return openDevice()
}

// build synthesises every sound in the background so the first Play does not stall a
// frame.
func (p *player) build() {
	for _, s := range Sounds {
		pace.Breathe() // a browser tab draws meanwhile
		buf := Synthesize(s)
		p.mu.Lock()
		p.sounds[s] = buf
		p.mu.Unlock()
	}
	close(p.built)
}

// usable reports whether the device can take a sound now; a sound asked for before the
// device is ready is dropped rather than waited for.
func (p *player) usable() bool {
	if p.failed {
		return false
	}
	select {
	case <-p.ready:
	default:
		return false
	}
	if err := p.dev.err(); err != nil {
		p.fail(err)
		return false
	}
	return true
}

func (p *player) fail(err error) {
	p.failed = true
	p.stopped = err.Error()
	for _, v := range p.voices {
		v.stop()
	}
	p.voices = nil
	Logf("audio: no sound (%v); the game goes on silently", err)
}

func (p *player) Play(s Sound) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.muted || p.volume == 0 || s >= numSounds || !p.usable() || p.sounds[s] == nil {
		return
	}
	defer func() {
		if r := recover(); r != nil {
			p.fail(fmt.Errorf("the sound driver panicked: %v", r))
		}
	}()
	p.sweep()
	if p.resting {
		if err := p.dev.pause(false); err != nil {
			p.fail(err)
			return
		}
		p.resting = false
	}
	v, err := p.dev.start(p.sounds[s], p.volume)
	if err != nil {
		p.fail(err)
		return
	}
	p.voices = append(p.voices, v)
	length := time.Duration(len(p.sounds[s])) * time.Second / SampleRate
	time.AfterFunc(length+restMargin, p.rest)
}

// rest pauses the device when no sound plays.
func (p *player) rest() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.failed || p.resting {
		return
	}
	p.sweep()
	if len(p.voices) > 0 {
		return
	}
	if err := p.dev.pause(true); err != nil {
		p.fail(err)
		return
	}
	p.resting = true
}

// sweep forgets the voices that have finished.
func (p *player) sweep() {
	kept := p.voices[:0]
	for _, v := range p.voices {
		if v.playing() {
			kept = append(kept, v)
		} else {
			v.stop()
		}
	}
	p.voices = kept
}

func (p *player) SetVolume(v float64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.volume = clamp(v)
	for _, voice := range p.voices {
		voice.setVolume(p.volume)
	}
}

func (p *player) SetMuted(m bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.muted = m
	if m {
		for _, v := range p.voices {
			v.setVolume(0)
		}
	}
}

func (p *player) Silent() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.usable() // a device that failed while starting is found out here, not at the first sound
	return p.failed
}

func clamp(v float64) float64 { return min(1, max(0, v)) }
