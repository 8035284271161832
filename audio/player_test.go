package audio

import (
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"
)

// fakeDevice records what it is asked to play; failure, when set, is reported by err.
type fakeDevice struct {
	mu      sync.Mutex
	failure error
	voices  []*fakeVoice
	resting bool
}

type fakeVoice struct {
	samples int
	volume  float64
	done    bool
	closed  bool // stopped or dropped
}

func (d *fakeDevice) start(samples []float32, volume float64) (voice, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	v := &fakeVoice{samples: len(samples), volume: volume}
	d.voices = append(d.voices, v)
	return v, nil
}

func (d *fakeDevice) err() error { d.mu.Lock(); defer d.mu.Unlock(); return d.failure }

func (d *fakeDevice) pause(rest bool) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.resting = rest
	return nil
}

func (v *fakeVoice) playing() bool       { return !v.done }
func (v *fakeVoice) setVolume(x float64) { v.volume = x }
func (v *fakeVoice) stop()               { v.closed = true }

// withDevice makes New open dev (or fail with err, or panic) and collects log lines.
func withDevice(t *testing.T, open func() (device, <-chan struct{}, error)) *[]string {
	t.Helper()
	oldOpen, oldLog := openDevice, Logf
	var lines []string
	openDevice = open
	Logf = func(format string, args ...any) { lines = append(lines, fmt.Sprintf(format, args...)) }
	t.Cleanup(func() { openDevice, Logf = oldOpen, oldLog })
	return &lines
}

func readyNow() <-chan struct{} {
	c := make(chan struct{})
	close(c)
	return c
}

func TestNoDeviceGivesSilentPlayerAndOneLogLine(t *testing.T) {
	cases := map[string]func() (device, <-chan struct{}, error){
		"open fails": func() (device, <-chan struct{}, error) {
			return nil, nil, errors.New("no ALSA card")
		},
		"driver panics": func() (device, <-chan struct{}, error) {
			panic("cgo went wrong")
		},
	}
	for name, open := range cases {
		t.Run(name, func(t *testing.T) {
			lines := withDevice(t, open)
			p := New(0.8, false)
			if !p.Silent() {
				t.Fatal("the player is not silent")
			}
			for _, s := range Sounds {
				p.Play(s)
			}
			p.SetVolume(0.3)
			p.SetMuted(true)
			if len(*lines) != 1 {
				t.Errorf("logged %d lines, want 1: %q", len(*lines), *lines)
			}
		})
	}
}

func TestDeviceFailingAfterOpenFallsSilent(t *testing.T) {
	dev := &fakeDevice{}
	lines := withDevice(t, func() (device, <-chan struct{}, error) { return dev, readyNow(), nil })
	p := New(1, false).(*player)
	<-p.built
	p.Play(Click)
	if len(dev.voices) != 1 {
		t.Fatalf("%d voices started, want 1", len(dev.voices))
	}
	dev.failure = errors.New("device unplugged")
	p.Play(Battle)
	p.Play(Victory)
	if !p.Silent() || len(dev.voices) != 1 {
		t.Errorf("after the device failed: silent %v, voices %d; want silent and still 1", p.Silent(), len(dev.voices))
	}
	if !dev.voices[0].closed {
		t.Error("the voice playing when the device failed was not stopped")
	}
	if len(*lines) != 1 {
		t.Errorf("logged %d lines, want 1: %q", len(*lines), *lines)
	}
}

func TestSilentFindsAFailedStartWithoutASound(t *testing.T) {
	dev := &fakeDevice{failure: errors.New("no card behind the default device")}
	lines := withDevice(t, func() (device, <-chan struct{}, error) { return dev, readyNow(), nil })
	p := New(1, false)
	for i := 0; i < 2; i++ { // asked twice, logged once
		if !p.Silent() {
			t.Error("a device that failed while starting is not reported silent")
		}
	}
	if len(*lines) != 1 {
		t.Errorf("logged %d lines, want 1: %q", len(*lines), *lines)
	}
}

func TestSoundsWaitForTheDevice(t *testing.T) {
	dev := &fakeDevice{}
	ready := make(chan struct{})
	withDevice(t, func() (device, <-chan struct{}, error) { return dev, ready, nil })
	p := New(1, false).(*player)
	<-p.built
	p.Play(Click) // dropped: the device is still starting
	close(ready)
	p.Play(Click)
	if len(dev.voices) != 1 {
		t.Errorf("%d voices, want 1 (the click before the device was ready is dropped)", len(dev.voices))
	}
}

func TestVolumeAndMute(t *testing.T) {
	dev := &fakeDevice{}
	withDevice(t, func() (device, <-chan struct{}, error) { return dev, readyNow(), nil })
	p := New(0.5, true).(*player)
	<-p.built

	p.Play(March)
	if len(dev.voices) != 0 {
		t.Fatal("a muted player played a sound")
	}
	p.SetMuted(false)
	p.Play(March)
	if got := dev.voices[0].volume; got != 0.5 {
		t.Errorf("played at volume %v, want 0.5", got)
	}
	p.SetVolume(7) // out of range: clamped to full
	if got := dev.voices[0].volume; got != 1 {
		t.Errorf("a playing voice has volume %v after SetVolume(7), want 1", got)
	}
	p.SetMuted(true)
	if got := dev.voices[0].volume; got != 0 {
		t.Errorf("a playing voice has volume %v after muting, want 0", got)
	}
	p.SetMuted(false)
	p.SetVolume(0)
	p.Play(Click)
	if len(dev.voices) != 1 {
		t.Error("a sound was started at volume 0")
	}
}

func TestFinishedVoicesAreClosed(t *testing.T) {
	dev := &fakeDevice{}
	withDevice(t, func() (device, <-chan struct{}, error) { return dev, readyNow(), nil })
	p := New(1, false).(*player)
	<-p.built
	p.Play(Click)
	p.Play(DieRoll)
	dev.voices[0].done = true
	p.Play(Battle)
	if !dev.voices[0].closed || dev.voices[1].closed {
		t.Errorf("closed: %v %v; want only the finished first voice dropped", dev.voices[0].closed, dev.voices[1].closed)
	}
	if len(p.voices) != 2 {
		t.Errorf("%d voices kept, want 2", len(p.voices))
	}
}

func (d *fakeDevice) isResting() bool { d.mu.Lock(); defer d.mu.Unlock(); return d.resting }

// Between sounds the device rests rather than mixing silence; a sound wakes it, and it
// rests again once the sound is over.
func TestDeviceRestsBetweenSounds(t *testing.T) {
	dev := &fakeDevice{}
	withDevice(t, func() (device, <-chan struct{}, error) { return dev, readyNow(), nil })
	p := New(1, false).(*player)
	<-p.built
	within := func(what string, ok func() bool) {
		t.Helper()
		deadline := time.Now().Add(5 * time.Second)
		for !ok() {
			if time.Now().After(deadline) {
				t.Fatalf("the device %s", what)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	within("never rested after starting", dev.isResting)
	p.Play(Click)
	if dev.isResting() {
		t.Fatal("the device rests while a click plays")
	}
	p.mu.Lock()
	dev.voices[0].done = true
	p.mu.Unlock()
	within("never rested after the click", dev.isResting)
}
