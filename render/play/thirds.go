package play

import "strconv"

// Thirds writes movement points counted in thirds (R11: a road step costs a third) as
// a whole number and a vulgar fraction: 7 → "2⅓", 2 → "⅔", 6 → "2".
func Thirds(n int) string {
	sign := ""
	if n < 0 {
		sign, n = "−", -n
	}
	whole, rest := n/3, n%3
	frac := [...]string{"", "⅓", "⅔"}[rest]
	if whole == 0 && rest != 0 {
		return sign + frac
	}
	return sign + strconv.Itoa(whole) + frac
}
