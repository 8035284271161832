package audio

import "math"

// SampleRate is the rate of every synthesised buffer and of the device.
const SampleRate = 44100

// Synthesize makes a sound's samples: mono, in [-1, 1], starting and ending at rest so
// that it never clicks. The same sound always gives the same samples.
func Synthesize(s Sound) []float32 {
	var buf []float32
	peak := 0.8
	switch s {
	case Click:
		buf, peak = click(), 0.45
	case DieRoll:
		buf = dieRoll()
	case March:
		buf, peak = march(), 0.7
	case Battle:
		buf = battle()
	case Capture:
		buf, peak = bugle(captureCall, 0.9), 0.6
	case Victory:
		buf = victory()
	case Blast:
		buf, peak = blast(), 0.85
	default:
		panic("audio: unknown sound")
	}
	fadeEdges(buf)
	normalize(buf, peak)
	return buf
}

func samples(seconds float64) []float32 { return make([]float32, int(seconds*SampleRate)) }

func at(seconds float64) int { return int(seconds * SampleRate) }

// click is a dry tick with a little body: a button being pressed.
func click() []float32 {
	buf := samples(0.035)
	n := newNoise(1)
	for i := range buf {
		t := float64(i) / SampleRate
		v := 0.6*math.Sin(2*math.Pi*2200*t)*math.Exp(-t/0.004) +
			0.5*math.Sin(2*math.Pi*720*t)*math.Exp(-t/0.009) +
			0.3*n.next()*math.Exp(-t/0.0015)
		buf[i] = float32(v)
	}
	return buf
}

// dieRoll is a wooden die bouncing on a table: hits that come faster and softer, each a
// burst of noise with a short woody ring, and a last settling tock.
func dieRoll() []float32 {
	buf := samples(0.75)
	n := newNoise(2)
	t, gap, amp := 0.0, 0.12, 1.0
	for k := 0; k < 9; k++ { // the gaps shrink towards a stop, as a die's bounces do
		ring := 1300 + 900*math.Abs(n.next())
		hit(buf, n, t, amp, ring, 0.012)
		t += gap
		gap *= 0.8
		amp *= 0.85
		if k%3 == 2 { // the die tumbles: a softer double hit
			hit(buf, n, t-gap*0.4, amp*0.5, ring*1.3, 0.008)
		}
	}
	hit(buf, n, 0.66, 0.55, 900, 0.02)
	return buf
}

// hit adds one woody knock at a time: noise plus a resonance at ring Hz.
func hit(buf []float32, n *noise, start, amp, ring, decay float64) {
	lp := lowpass{k: 0.35}
	for i := at(start); i < len(buf) && i < at(start+8*decay); i++ {
		t := float64(i-at(start)) / SampleRate
		env := math.Exp(-t / decay)
		v := 0.6*lp.next(n.next())*math.Exp(-t/(decay/3)) + math.Sin(2*math.Pi*ring*t)*env
		buf[i] += float32(amp * v)
	}
}

// march is four boots on a gravel road: a low thump and a crunch, left foot a little
// harder than the right.
func march() []float32 {
	buf := samples(1.8)
	n := newNoise(3)
	for step := 0; step < 4; step++ {
		start := 0.02 + 0.42*float64(step)
		amp := 1.0
		if step%2 == 1 {
			amp = 0.8
		}
		lp := lowpass{k: 0.12}
		phase := 0.0
		for i := at(start); i < at(start+0.35); i++ {
			t := float64(i-at(start)) / SampleRate
			f := 55 + 70*math.Exp(-t/0.03) // the heel's pitch falls as it lands
			phase += 2 * math.Pi * f / SampleRate
			thump := math.Sin(phase) * math.Exp(-t/0.05)
			crunch := lp.next(n.next()) * math.Exp(-t/0.07) * 2.2
			buf[i] += float32(amp * (thump + crunch))
		}
	}
	return buf
}

// battle is artillery: a deep boom with a crack on top, a rumble, and a second gun
// further away.
func battle() []float32 {
	buf := samples(2.0)
	n := newNoise(4)
	boom(buf, n, 0, 1.0, 0.06)
	boom(buf, n, 0.6, 0.55, 0.03)
	boom(buf, n, 1.05, 0.35, 0.02)
	return buf
}

// blast is a nuclear detonation far off: a deep thud, then a long rumbling roar that
// swells and dies away as the shock passes.
func blast() []float32 {
	buf := samples(3.2)
	n := newNoise(7)
	boom(buf, n, 0, 1.0, 0.02)
	rumble, deep := lowpass{k: 0.01}, lowpass{k: 0.004}
	for i := range buf {
		t := float64(i) / SampleRate
		swell := (1 - math.Exp(-t/0.25)) * math.Exp(-t/0.9)
		buf[i] += float32(swell * (5*rumble.next(n.next()) + 9*deep.next(n.next())))
	}
	return buf
}

// boom adds one gun shot at a time; bright is how much high crack it keeps.
func boom(buf []float32, n *noise, start, amp, bright float64) {
	low, crack := lowpass{k: bright}, lowpass{k: 0.5}
	phase := 0.0
	for i := at(start); i < len(buf); i++ {
		t := float64(i-at(start)) / SampleRate
		f := 28 + 60*math.Exp(-t/0.08)
		phase += 2 * math.Pi * f / SampleRate
		v := 0.9*math.Sin(phase)*math.Exp(-t/0.35) +
			3.0*low.next(n.next())*math.Exp(-t/0.45) +
			0.5*crack.next(n.next())*math.Exp(-t/0.012)
		buf[i] += float32(amp * v)
	}
}

// A note of a bugle call: pitch in Hz, start and length in seconds.
type note struct{ hz, start, length float64 }

const (
	g4, c5, e5, g5, c6 = 392.0, 523.25, 659.25, 783.99, 1046.5
)

// captureCall is a short rising call: the city is ours.
var captureCall = []note{{g4, 0, 0.13}, {c5, 0.15, 0.13}, {e5, 0.30, 0.13}, {g5, 0.45, 0.45}}

// victoryCall is the fanfare, over a timpani roll.
var victoryCall = []note{
	{c5, 0, 0.12}, {c5, 0.14, 0.12}, {c5, 0.28, 0.12}, {g5, 0.42, 0.5},
	{e5, 0.98, 0.16}, {g5, 1.16, 0.16}, {c6, 1.34, 0.9},
}

// bugle plays notes with a brassy tone: a handful of harmonics, a lip that slides up to
// the pitch, and a slight vibrato on long notes.
func bugle(notes []note, seconds float64) []float32 {
	buf := samples(seconds)
	harmonics := []float64{1, 0.65, 0.45, 0.32, 0.2, 0.12, 0.07}
	for _, nt := range notes {
		phase := 0.0
		end := at(nt.start + nt.length + 0.08)
		for i := at(nt.start); i < end && i < len(buf); i++ {
			t := float64(i-at(nt.start)) / SampleRate
			lip := 1 - 0.03*math.Exp(-t/0.02)
			vib := 1 + 0.004*math.Sin(2*math.Pi*5.5*t)*math.Min(1, t/0.25)
			phase += 2 * math.Pi * nt.hz * lip * vib / SampleRate
			v := 0.0
			for h, a := range harmonics {
				v += a * math.Sin(float64(h+1)*phase)
			}
			env := math.Min(1, t/0.025) // attack
			if t > nt.length {
				env *= math.Max(0, 1-(t-nt.length)/0.08) // release
			}
			buf[i] += float32(0.3 * v * env)
		}
	}
	return buf
}

// victory is the fanfare with kettle drums rolling under it.
func victory() []float32 {
	buf := bugle(victoryCall, 2.6)
	n := newNoise(5)
	for k := 0; k < 14; k++ {
		start := 0.42 + float64(k)*0.065
		amp := 0.25 + 0.02*float64(k)
		timpani(buf, n, start, amp)
	}
	timpani(buf, n, 1.34, 0.9)
	return buf
}

func timpani(buf []float32, n *noise, start, amp float64) {
	lp := lowpass{k: 0.05}
	for i := at(start); i < len(buf) && i < at(start+0.9); i++ {
		t := float64(i-at(start)) / SampleRate
		v := math.Sin(2*math.Pi*98*t)*math.Exp(-t/0.3) + 1.5*lp.next(n.next())*math.Exp(-t/0.05)
		buf[i] += float32(amp * 0.5 * v)
	}
}

// fadeEdges ramps the first and last 5 ms so a sound never starts or stops with a click.
func fadeEdges(buf []float32) {
	ramp := min(at(0.005), len(buf)/2)
	for i := 0; i < ramp; i++ {
		g := float32(i) / float32(ramp)
		buf[i] *= g
		buf[len(buf)-1-i] *= g
	}
}

// normalize scales a buffer so its loudest sample is peak.
func normalize(buf []float32, peak float64) {
	high := float32(0)
	for _, v := range buf {
		high = max(high, v, -v)
	}
	if high == 0 {
		return
	}
	g := float32(peak) / high
	for i := range buf {
		buf[i] *= g
	}
}

// noise is a small deterministic white-noise source in [-1, 1] (xorshift), so a sound
// is the same on every run.
type noise struct{ s uint32 }

func newNoise(seed uint32) *noise { return &noise{s: seed*2654435761 + 1} }

func (n *noise) next() float64 {
	n.s ^= n.s << 13
	n.s ^= n.s >> 17
	n.s ^= n.s << 5
	return float64(n.s)/float64(math.MaxUint32)*2 - 1
}

// lowpass is a one-pole filter; k near 0 keeps only the lows.
type lowpass struct{ k, y float64 }

func (l *lowpass) next(x float64) float64 {
	l.y += l.k * (x - l.y)
	return l.y
}
