package ai

// knobs are the General's settings, and those of the AI's own levels that play like it
// with others (replyGeneral, trialGeneral).
type knobs struct {
	styles  []style // the plans compared by playing them out
	samples int     // rolls of the dice each plan is played out with
	pin     bool    // gather attacks from squares that touch other enemies too
	keepOut bool    // place units next to an enemy only in a planned attack
	cities  float64 // what a city is worth when a played-out plan is weighed
	allHeld float64 // what holding every enemy city is worth then (R22: the enemy must retake one)
	// lastStand makes each own city dearer the fewer remain: the enemy wins by holding
	// them all (R22).
	lastStand float64
	defend    bool // garrison threatened own cities in the styles that say so (defendCities)
	depth     int  // rounds each plan is played out for (1: the side's combat and the enemy's reply)
	// dist is what each step between a unit and its objectives costs when a played-out
	// plan is weighed, in infantry divisions.
	dist float64
	// reply is the level that plays the enemy's answer (and the side's own next turns,
	// with depth above one) when a plan is played out.
	reply Level
	// finalists, when above zero, is how many of the best plans by reply are played out
	// once more against finalReply, whose outcome then decides between them.
	finalists  int
	finalReply Level
	// finalDepth and finalSamples, when above zero, are the second round's depth and
	// rolls of the dice (the first rolls are the first round's).
	finalDepth, finalSamples int
}

var generalKnobs = knobs{styles: generalStyles, samples: lookaheadSamples, pin: true, cities: cityValue, lastStand: 1, defend: true, depth: 1,
	dist: outcomeStep, reply: Officer}

// outcomeStep is what a step towards the objectives is worth when a played-out plan is
// weighed: less than when the plans are made (plainStyle.step), since after the enemy's
// reply material and cities tell more of the game than ground gained. Measured:
// General against Officer, 100 games each (seeds 101–200), 60% with 0.06 and 71% with
// 0.02 in the basic game, 61% and 64% in the advanced game.
const outcomeStep = 0.02

// trialKnobs are Trial's settings; tests change them.
var trialKnobs = generalKnobs

func knobsOf(l Level) knobs {
	switch l {
	case trialGeneral:
		return trialKnobs
	case FieldMarshal:
		return fieldMarshalKnobs
	case replyGeneral:
		return replyGeneralKnobs
	}
	return generalKnobs
}

// plansAhead reports whether a level plays like the General: attacks gathered from
// squares that touch other enemies, raids foreseen, operations planned with the march
// after them.
func plansAhead(l Level) bool {
	return l == General || l == trialGeneral || l == FieldMarshal || l == replyGeneral
}
