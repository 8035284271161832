package ai

// field is a distance map in steps over land (R2) from a set of source squares, each
// with a head start: how far every square is from the nearest objective, ignoring units.
type field []int32

const far = 1 << 20

// newField measures steps from the sources (square index → head start in steps, which
// may be negative to make a source more attractive), by a bucket queue.
func newField(p *position, sources map[int]int32) field {
	breathe()
	f := make(field, p.b.Size())
	for i := range f {
		f[i] = far
	}
	lo := int32(far)
	for _, d := range sources {
		lo = min(lo, d)
	}
	var buckets [][]int
	push := func(i int, d int32) {
		k := int(d - lo)
		for len(buckets) <= k {
			buckets = append(buckets, nil)
		}
		buckets[k] = append(buckets[k], i)
	}
	for i, d := range sources {
		if d < f[i] {
			f[i] = d
			push(i, d)
		}
	}
	for k := 0; k < len(buckets); k++ {
		d := lo + int32(k)
		for n := 0; n < len(buckets[k]); n++ {
			i := buckets[k][n]
			if f[i] != d {
				continue
			}
			for _, j := range p.b.StepIndexes(i) {
				if d+1 < f[j] {
					f[j] = d + 1
					push(j, d+1)
				}
			}
		}
	}
	return f
}
