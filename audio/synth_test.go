package audio

import (
	"math"
	"slices"
	"testing"
)

func TestSynthesizedSoundsAreAudibleAndNeverClip(t *testing.T) {
	// the length each sound should have, in seconds: a click is short, a fanfare long
	lengths := map[Sound][2]float64{
		Click: {0.01, 0.1}, DieRoll: {0.4, 1.2}, March: {1, 2.5},
		Battle: {1, 3}, Capture: {0.5, 1.5}, Victory: {1.5, 3.5}, Blast: {2, 4},
	}
	for _, s := range Sounds {
		t.Run(s.String(), func(t *testing.T) {
			buf := Synthesize(s)
			seconds := float64(len(buf)) / SampleRate
			if want := lengths[s]; seconds < want[0] || seconds > want[1] {
				t.Errorf("lasts %.2f s, want %.2f–%.2f s", seconds, want[0], want[1])
			}
			peak, energy := 0.0, 0.0
			for i, v := range buf {
				if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
					t.Fatalf("sample %d is %v", i, v)
				}
				peak = max(peak, math.Abs(float64(v)))
				energy += float64(v) * float64(v)
			}
			if peak > 0.95 {
				t.Errorf("peak %.3f: too close to clipping", peak)
			}
			if rms := math.Sqrt(energy / float64(len(buf))); rms < 0.01 {
				t.Errorf("RMS %.4f: too quiet to hear", rms)
			}
			if buf[0] != 0 || math.Abs(float64(buf[len(buf)-1])) > 1e-6 {
				t.Errorf("starts at %v and ends at %v; a sound must start and end at rest", buf[0], buf[len(buf)-1])
			}
			if !slices.Equal(buf, Synthesize(s)) {
				t.Error("two syntheses differ; sounds must be deterministic")
			}
		})
	}
}

func TestSoundsDiffer(t *testing.T) {
	for i, a := range Sounds {
		for _, b := range Sounds[i+1:] {
			if slices.Equal(Synthesize(a), Synthesize(b)) {
				t.Errorf("%v and %v are the same sound", a, b)
			}
		}
	}
}
