package ai

// The Field Marshal searches where the General guesses. It makes more plans
// than the General, in more styles, and plays each out against the enemy's answer as the
// General itself would give it (its plan in the plain style with the garrisons, its
// battles cut by the exact partition search), not as the Officer would,
// over the same rolls of the dice for every plan. A plan that leaves a unit where the
// General's reply would catch it, or a city the General would walk into, weighs what it
// loses there; a plan that merely looks good against a weaker answer does not win.

// fieldMarshalStyles are the plans the Field Marshal compares: the General's four, and four
// more between and beyond them.
var fieldMarshalStyles = append(append([]style(nil), generalStyles...),
	withs(boldStyle, true, true),
	withs(carefulStyle, true, true),
	withs(style{step: 0.2, friend: 0.01, contact: 0.3, garrison: 0.2, danger: 0.25, attack: 0.0}, true, false),
	withs(style{step: 0.04, friend: 0.06, contact: 0.7, garrison: 0.6, danger: 0.85, attack: 0.15}, true, true),
)

// fieldMarshalKnobs are the Field Marshal's settings: the General's, with more plans and the
// General (as replyGeneral) answering in the playouts.
var fieldMarshalKnobs = func() knobs {
	k := generalKnobs
	k.styles = fieldMarshalStyles
	k.finalists, k.finalReply, k.finalSamples = 4, replyGeneral, 12
	return k
}()

// replyGeneralKnobs make the General without its lookahead and its second look
// (replyGeneral): one plan, in the plain style with the garrisons, and the General's
// battles (pinning attacks, the exact partition search).
var replyGeneralKnobs = func() knobs {
	k := generalKnobs
	k.styles = []style{withs(plainStyle, false, true)}
	return k
}()
