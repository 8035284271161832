package game

// Dice is the game's die: a splitmix64 generator whose whole state is one number, so a
// game saves and replays exactly, and a queue of fixed rolls used first (tests, the
// protocol's `dice` command).
type Dice struct {
	State uint64
	Queue []int
}

// newDice seeds a generator; the same seed always gives the same rolls.
func newDice(seed uint64) Dice { return Dice{State: mix(seed ^ 0x5851f42d4c957f2d)} }

// next advances the generator (splitmix64).
func (d *Dice) next() uint64 {
	d.State += 0x9e3779b97f4a7c15
	return mix(d.State)
}

func mix(z uint64) uint64 {
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Roll throws the die: the next queued roll, else a random one from 1 to 6.
func (d *Dice) Roll() int {
	if len(d.Queue) > 0 {
		r := d.Queue[0]
		d.Queue = d.Queue[1:]
		return r
	}
	return d.Intn(6) + 1
}

// Intn is a number from 0 to n-1, without modulo bias.
func (d *Dice) Intn(n int) int {
	bound := uint64(n)
	limit := ^uint64(0) - (^uint64(0)%bound+1)%bound
	for {
		if v := d.next(); v <= limit {
			return int(v % bound)
		}
	}
}

// DiceNow is the die's state now (a copy): a server that keeps the seed secret tells
// the players which rolls an action drew by comparing it before and after.
func (g *Game) DiceNow() Dice {
	d := g.st.Dice
	d.Queue = append([]int(nil), d.Queue...)
	return d
}

// RollsBetween are the rolls a die drew going from state from to state to (nil when it
// drew none, or when to does not follow from from within limit rolls).
func RollsBetween(from, to Dice, limit int) []int {
	var rolls []int
	for from.State != to.State || len(from.Queue) != len(to.Queue) {
		if len(rolls) == limit {
			return nil
		}
		rolls = append(rolls, from.Roll())
	}
	return rolls
}
