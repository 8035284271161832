package maps

import (
	"fmt"
	"strings"

	"taktik/units"
)

// Error is a fault in a map file: a sentence, and the line it was found on (0 when the
// fault belongs to the whole map, such as a missing city).
type Error struct {
	Line int
	Text string
}

func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("line %d: %s", e.Line, e.Text)
	}
	return e.Text
}

func errorf(line int, format string, args ...any) *Error {
	return &Error{Line: line, Text: fmt.Sprintf(format, args...)}
}

// maxSide bounds a grid's rows and columns, so that a mistyped size line cannot ask for
// gigabytes; the continent is 44 × 56.
const maxSide = 200

// Parse reads a map file (docs/map-format.md) and checks it as the TAKTIK II continent:
// every structural rule of ParseSketch and the facts of the game (R1, R5, R6, R9).
func Parse(data []byte) (*Board, error) {
	p, err := read(data)
	if err != nil {
		return nil, err
	}
	if err := p.validate(); err != nil {
		return nil, err
	}
	if err := p.validateTaktik(); err != nil {
		return nil, err
	}
	return p.b, nil
}

// ParseSketch reads a map file of any size and checks its structure only, without the
// TAKTIK II counts and anchors: rules tests build small hand-made boards with it.
func ParseSketch(data []byte) (*Board, error) {
	p, err := read(data)
	if err != nil {
		return nil, err
	}
	if err := p.validate(); err != nil {
		return nil, err
	}
	return p.b, nil
}

// parser holds a board being read and, for each item, the line it came from, so that
// the checks after reading can still name the line.
type parser struct {
	b           *Board
	sizeLine    int
	terrainLine []int // by row, 0-based
	riverLine   []int
	roadLine    []int // by index into b.Roads, and so on
	cityLine    []int
	beachLine   []int
	bivouacLine []int

	stamp   []int // per square: the last list that named it, for "named once per list"
	stampID int
}

// source walks the lines of a file, skipping blank lines and comments.
type source struct {
	data []byte
	pos  int
	line int
}

// next returns the next line with content, without its comment and outer spaces, and
// its number; ok is false at the end of the file.
func (s *source) next() (text string, line int, ok bool) {
	for s.pos < len(s.data) {
		end := s.pos
		for end < len(s.data) && s.data[end] != '\n' {
			end++
		}
		raw := string(s.data[s.pos:end])
		s.pos = end + 1
		s.line++
		text = strings.TrimSpace(stripComment(raw))
		if text != "" {
			return text, s.line, true
		}
	}
	return "", s.line, false
}

// stripComment cuts a line at the first # that is not inside a quoted name.
func stripComment(raw string) string {
	quoted := false
	for i := 0; i < len(raw); i++ {
		switch raw[i] {
		case '"':
			quoted = !quoted
		case '#':
			if !quoted {
				return raw[:i]
			}
		}
	}
	return raw
}

// words splits a line into words; a double-quoted name is one word, without its quotes.
func words(line string) ([]string, error) {
	var list []string
	i := 0
	for i < len(line) {
		c := line[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			i++
		case c == '"':
			end := strings.IndexByte(line[i+1:], '"')
			if end < 0 {
				return nil, fmt.Errorf("a quoted name has no closing \"")
			}
			list = append(list, line[i+1:i+1+end])
			i += end + 2
			if i < len(line) && line[i] != ' ' && line[i] != '\t' && line[i] != '\r' {
				return nil, fmt.Errorf("put a space after the quoted name %q", list[len(list)-1])
			}
		default:
			start := i
			for i < len(line) && line[i] != ' ' && line[i] != '\t' && line[i] != '\r' && line[i] != '"' {
				i++
			}
			list = append(list, line[start:i])
		}
	}
	return list, nil
}

// read turns a file into a board with its tables built, checking the grammar and that
// every named square is on the board and named once per list.
func read(data []byte) (*parser, error) {
	src := &source{data: data}
	p := &parser{}

	text, line, ok := src.next()
	if !ok {
		return nil, errorf(0, "the map file is empty; it must start with the line \"taktik-map 1\"")
	}
	if f, _ := words(text); len(f) != 2 || f[0] != "taktik-map" {
		return nil, errorf(line, "the file must start with \"taktik-map 1\"")
	} else if f[1] != "1" {
		return nil, errorf(line, "format version %q is not known; this loader reads taktik-map 1", f[1])
	}

	text, line, ok = src.next()
	if !ok {
		return nil, errorf(line, "the file ends before the size line (\"size 44 56\")")
	}
	f, _ := words(text)
	if len(f) != 3 || f[0] != "size" {
		return nil, errorf(line, "expected the size line, rows then columns, e.g. \"size 44 56\"")
	}
	rows, ok1 := number(f[1])
	cols, ok2 := number(f[2])
	if !ok1 || !ok2 || rows < 1 || cols < 1 || rows > maxSide || cols > maxSide {
		return nil, errorf(line, "size %s %s: rows and columns must be whole numbers from 1 to %d", f[1], f[2], maxSide)
	}
	p.b = newBoard(rows, cols)
	p.sizeLine = line
	p.stamp = make([]int, rows*cols)

	if err := p.terrainGrid(src); err != nil {
		return nil, err
	}
	if err := p.riverGrid(src); err != nil {
		return nil, err
	}
	for {
		text, line, ok := src.next()
		if !ok {
			break
		}
		if err := p.item(text, line); err != nil {
			return nil, err
		}
	}
	p.b.index()
	return p, nil
}

// number reads a small positive decimal number (at most four digits).
func number(text string) (int, bool) {
	if text == "" || len(text) > 4 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(text); i++ {
		if text[i] < '0' || text[i] > '9' {
			return 0, false
		}
		n = n*10 + int(text[i]-'0')
	}
	return n, true
}

// keywords are the words that open a section or an item line; meeting one inside a grid
// means the grid is short.
var keywords = map[string]bool{"taktik-map": true, "size": true, "terrain": true, "rivers": true,
	"road": true, "city": true, "beach": true, "bivouac": true}

// grid reads a section's keyword line and its rows, handing each letter to put.
func (p *parser) grid(src *source, name, letters string, lines *[]int, put func(i int, c byte)) error {
	text, line, ok := src.next()
	if !ok {
		return errorf(line, "the file ends before the %s section", name)
	}
	if text != name {
		first := text
		if f, _ := words(text); len(f) > 0 {
			first = f[0]
		}
		return errorf(line, "the %s section must come here; found %q", name, first)
	}
	b := p.b
	*lines = make([]int, b.Rows)
	for r := 0; r < b.Rows; r++ {
		text, line, ok := src.next()
		if f, _ := words(text); !ok || (len(f) > 0 && keywords[f[0]]) {
			return errorf(line, "the %s grid has %d rows; size says %d", name, r, b.Rows)
		}
		(*lines)[r] = line
		if len(text) != b.Cols {
			return errorf(line, "%s row %d has %d letters; size says %d columns", name, r+1, len(text), b.Cols)
		}
		for c := 0; c < b.Cols; c++ {
			if strings.IndexByte(letters, text[c]) < 0 {
				return errorf(line, "%s row %d, square %s: %q is not a %s letter (use %s)",
					name, r+1, Square{r + 1, c + 1}, text[c], strings.TrimSuffix(name, "s"), spaced(letters))
			}
			put(r*b.Cols+c, text[c])
		}
	}
	return nil
}

func spaced(letters string) string {
	return strings.Join(strings.Split(letters, ""), " ")
}

// riverLetters: none, east edge, south edge, both.
const riverLetters = ".|_+"

func (p *parser) terrainGrid(src *source) error {
	return p.grid(src, "terrain", terrainLetters, &p.terrainLine, func(i int, c byte) {
		p.b.terrain[i] = Terrain(strings.IndexByte(terrainLetters, c))
	})
}

func (p *parser) riverGrid(src *source) error {
	return p.grid(src, "rivers", riverLetters, &p.riverLine, func(i int, c byte) {
		p.b.riverE[i] = c == '|' || c == '+'
		p.b.riverS[i] = c == '_' || c == '+'
	})
}

// item reads one road, city, beach or bivouac line.
func (p *parser) item(text string, line int) error {
	f, err := words(text)
	if err != nil {
		return errorf(line, "%v", err)
	}
	b := p.b
	switch f[0] {
	case "road":
		if len(f) < 2 || f[1] == "" {
			return errorf(line, "a road needs a name, then its squares in order")
		}
		sq, _, err := p.squares(f[2:], line, "road "+f[1], false)
		if err != nil {
			return err
		}
		b.Roads = append(b.Roads, Road{Name: f[1], Squares: sq})
		p.roadLine = append(p.roadLine, line)
	case "city":
		if len(f) < 3 || f[1] == "" {
			return errorf(line, "a city needs a name, its country, optionally \"capital\", then its squares")
		}
		what := fmt.Sprintf("city %q", f[1])
		side, err := units.ParseSide(f[2])
		if err != nil {
			return errorf(line, "%s: %q is not a country; write red or blue", what, f[2])
		}
		rest, capital := f[3:], false
		if len(rest) > 0 && rest[0] == "capital" {
			rest, capital = rest[1:], true
		}
		sq, ports, err := p.squares(rest, line, what, true)
		if err != nil {
			return err
		}
		b.Cities = append(b.Cities, City{Name: f[1], Side: side, Capital: capital, Squares: sq, Ports: ports})
		p.cityLine = append(p.cityLine, line)
	case "beach":
		if len(f) < 2 || f[1] == "" {
			return errorf(line, "a beach needs a name, then its squares")
		}
		sq, _, err := p.squares(f[2:], line, fmt.Sprintf("beach %q", f[1]), false)
		if err != nil {
			return err
		}
		b.Beaches = append(b.Beaches, Beach{Name: f[1], Squares: sq})
		p.beachLine = append(p.beachLine, line)
	case "bivouac":
		if len(f) < 3 {
			return errorf(line, "a bivouac needs a country, its printed label, then its squares")
		}
		side, err := units.ParseSide(f[1])
		if err != nil {
			return errorf(line, "bivouac: %q is not a country; write red or blue", f[1])
		}
		form, ok := units.FormationByArea(f[2])
		if !ok {
			return errorf(line, "bivouac %q is not a label of the game; use %s", f[2], areaLabels())
		}
		sq, _, err := p.squares(f[3:], line, fmt.Sprintf("%s bivouac %q", country(side), f[2]), false)
		if err != nil {
			return err
		}
		b.Bivouacs = append(b.Bivouacs, Bivouac{Name: form.Area(), Side: side, Formation: form, Squares: sq})
		p.bivouacLine = append(p.bivouacLine, line)
	default:
		return errorf(line, "%q does not start a map line; expected road, city, beach or bivouac", f[0])
	}
	return nil
}

func areaLabels() string {
	var list []string
	for _, f := range units.Formations {
		list = append(list, fmt.Sprintf("%q", f.Area()))
	}
	return strings.Join(list, ", ")
}

// squares reads a list of squares: "r-c", "A..B" along a row, column or diagonal, and,
// where ports are allowed, "r-c*" for a port square. Every square must be on the board
// and named once in the list.
func (p *parser) squares(list []string, line int, what string, ports bool) (sq, port []Square, err error) {
	if len(list) == 0 {
		return nil, nil, errorf(line, "%s names no squares", what)
	}
	b := p.b
	p.stampID++
	add := func(s Square) error {
		if !b.In(s) {
			return errorf(line, "%s: square %s is off the board (%d rows × %d columns)", what, s, b.Rows, b.Cols)
		}
		i := b.Index(s)
		if p.stamp[i] == p.stampID {
			return errorf(line, "%s names square %s twice", what, s)
		}
		p.stamp[i] = p.stampID
		sq = append(sq, s)
		return nil
	}
	for _, w := range list {
		from, to, isRange := strings.Cut(w, "..")
		star := strings.HasSuffix(to, "*") || strings.HasSuffix(from, "*")
		if star && (isRange || !ports) {
			if !ports {
				return nil, nil, errorf(line, "%s: %q: only city squares can be ports (*)", what, w)
			}
			return nil, nil, errorf(line, "%s: %q: mark each port square on its own, not in a range", what, w)
		}
		a, ok := squareWord(strings.TrimSuffix(from, "*"))
		if !ok {
			return nil, nil, errorf(line, "%s: %q is not a square; write row-col, e.g. 15-5", what, w)
		}
		if !isRange {
			if err := add(a); err != nil {
				return nil, nil, err
			}
			if star {
				port = append(port, a)
			}
			continue
		}
		c, ok := squareWord(to)
		if !ok {
			return nil, nil, errorf(line, "%s: %q is not a range; write A..B, e.g. 15-5..15-12", what, w)
		}
		dr, dc := c.Row-a.Row, c.Col-a.Col
		if dr != 0 && dc != 0 && dr != dc && dr != -dc {
			return nil, nil, errorf(line, "%s: %s..%s is not along a row, a column or a diagonal", what, a, c)
		}
		for _, s := range []Square{a, c} {
			if !b.In(s) {
				return nil, nil, errorf(line, "%s: square %s is off the board (%d rows × %d columns)", what, s, b.Rows, b.Cols)
			}
		}
		n := max(abs(dr), abs(dc))
		for k := 0; k <= n; k++ {
			if err := add(Square{a.Row + k*sign(dr), a.Col + k*sign(dc)}); err != nil {
				return nil, nil, err
			}
		}
	}
	return sq, port, nil
}

// squareWord reads "row-col" without allocating.
func squareWord(w string) (Square, bool) {
	r, c, ok := strings.Cut(w, "-")
	row, ok1 := number(r)
	col, ok2 := number(c)
	if !ok || !ok1 || !ok2 || row < 1 || col < 1 {
		return Square{}, false
	}
	return Square{row, col}, true
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
