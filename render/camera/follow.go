package camera

import "taktik/maps"

// Follow is the camera through the computer's turn, where the player did not move it:
// the view is brought to what the player must choose in that turn (the squares of a
// retreat, R19, when the computer's attack failed), and when the turn is over it goes
// back to where the player was, or, when the computer struck out of sight, shows where,
// with a way back to where the player was.
type Follow struct {
	on      bool          // a computer's turn is being followed
	before  Spot          // where the player looked when it began
	moved   bool          // the game moved the camera since
	struck  []maps.Square // the squares the computer's battles were fought on
	back    Spot          // where Back returns to
	canBack bool
}

// Begin notes where the player looks as the computer's turn begins (again and again
// while it goes on: only the first call counts, and reports true).
func (f *Follow) Begin(c *Camera) bool {
	if f.on {
		return false
	}
	f.on, f.before, f.moved, f.struck = true, c.Spot(), false, f.struck[:0]
	return true
}

// Strike notes the squares of a battle the computer declared.
func (f *Follow) Strike(list ...maps.Square) {
	if f.on {
		f.struck = append(f.struck, list...)
	}
}

// Bring shows squares the player must look at now (and one square around them); it
// reports whether the camera moved.
func (f *Follow) Bring(c *Camera, list []maps.Square) bool {
	if !c.Bring(list, 1) {
		return false
	}
	f.moved = true
	return true
}

// End is the computer's turn over: the view goes back to where the player was if the
// game moved it, and then to where the computer struck if that is out of sight. It
// reports whether it shows the strike, with Back open.
func (f *Follow) End(c *Camera) bool {
	if !f.on {
		return false
	}
	f.on = false
	if f.moved {
		c.LookAt(f.before)
	}
	if len(f.struck) == 0 || c.Shows(f.struck, 0) {
		return false
	}
	f.back, f.canBack = c.Spot(), true
	c.Bring(f.struck, 1)
	return true
}

// CanBack reports whether Back has a place to return to.
func (f *Follow) CanBack() bool { return f.canBack }

// Back returns to where the player was before the view went to the computer's strike;
// it reports whether there was such a place.
func (f *Follow) Back(c *Camera) bool {
	if !f.canBack {
		return false
	}
	f.canBack = false
	c.LookAt(f.back)
	return true
}

// Forget closes Back (the player has looked around by himself since).
func (f *Follow) Forget() { f.canBack = false }
