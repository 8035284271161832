package engine

import (
	"bufio"
	"fmt"
	"io"
)

// The protocol's bounds: a program on the other end that sends garbage gets a short
// refusal at once, never a reply the size of its input or a process that fills memory.
const (
	// MaxLine is the longest command line read, newline included; a longer one is
	// refused without being kept in memory (the longest sensible command, a battle of
	// every unit, is under 2 KB).
	MaxLine = 64 << 10
	// MaxDice is the most fixed die rolls the queue holds (a whole game uses a few
	// hundred).
	MaxDice = 1000
)

// errLineTooLong is the refusal of a line longer than MaxLine.
var errLineTooLong = fmt.Errorf("the line is longer than %d KB and was not read: commands are short (help lists them)", MaxLine>>10)

// readLine reads one line of at most MaxLine bytes. A longer line is read to its end
// and thrown away piece by piece: long is then true and line empty. err is io.EOF at the
// end of the input (line may still hold a last line without a newline).
func readLine(r *bufio.Reader) (line string, long bool, err error) {
	var buf []byte
	for {
		chunk, err := r.ReadSlice('\n')
		if !long {
			if len(buf)+len(chunk) > MaxLine {
				long, buf = true, nil
			} else {
				buf = append(buf, chunk...)
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil && err != io.EOF {
			return "", false, err
		}
		return string(buf), long, err
	}
}
