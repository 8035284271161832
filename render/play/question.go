package play

// Question is asked before an order that leaves something undone (units that could
// still move, units left in the tray, points not spent, a weapon about to fire): the
// order's button and a way back. Again is the order's own command when it has one (the
// button reads "End movement (E)": E again agrees), None otherwise.
type Question struct {
	Text, Yes Msg
	Again     Command
}

// ask puts a question up; do runs if the player agrees.
func (o *Orders) ask(text, yes Msg, again Command, do func()) {
	q := Question{Text: text, Yes: yes, Again: again}
	o.asked = &asked{Question: q, do: do}
	o.out.Ask(q)
}

// asked is the question up and the order it stands before.
type asked struct {
	Question
	do func()
}

// Asking is the question waiting for an answer, if one is.
func (o *Orders) Asking() (Question, bool) {
	if o.asked == nil {
		return Question{}, false
	}
	return o.asked.Question, true
}

// Agree answers the question yes: its order is carried out.
func (o *Orders) Agree() {
	if a := o.asked; a != nil {
		o.asked = nil
		a.do()
	}
}

// Dismiss answers the question no: nothing happens.
func (o *Orders) Dismiss() { o.asked = nil }
