package audio

import (
	"bytes"
	"encoding/binary"
	"math"

	"github.com/ebitengine/oto/v3"
)

// Oto is used directly rather than through Ebitengine's audio package: that package
// reports a missing sound device as an error from the game loop, which would end the game.
type otoDevice struct{ ctx *oto.Context }

func openOto() (device, <-chan struct{}, error) {
	quietSystemLog()
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate: SampleRate, ChannelCount: 1, Format: oto.FormatFloat32LE,
	})
	if err != nil {
		return nil, nil, err
	}
	return otoDevice{ctx}, ready, nil
}

func (d otoDevice) err() error { return d.ctx.Err() }

func (d otoDevice) pause(rest bool) error {
	if rest {
		return d.ctx.Suspend()
	}
	return d.ctx.Resume()
}

func (d otoDevice) start(samples []float32, volume float64) (voice, error) {
	raw := make([]byte, 4*len(samples))
	for i, s := range samples {
		binary.LittleEndian.PutUint32(raw[4*i:], math.Float32bits(s))
	}
	p := d.ctx.NewPlayer(bytes.NewReader(raw))
	p.SetVolume(volume)
	p.Play()
	return otoVoice{p}, p.Err()
}

type otoVoice struct{ p *oto.Player }

func (v otoVoice) playing() bool       { return v.p.IsPlaying() }
func (v otoVoice) setVolume(x float64) { v.p.SetVolume(x) }
func (v otoVoice) stop()               { v.p.Pause() } // a paused player is dropped; oto needs no Close
