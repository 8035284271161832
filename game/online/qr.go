package online

import qrcode "github.com/skip2/go-qrcode"

// QR is a link as a QR code's modules, row by row (true is dark), with the quiet zone
// around it, for a phone or a tablet to read off the screen. Medium error correction: a
// link of a hundred letters stays small enough to read at a glance.
func QR(text string) ([][]bool, error) {
	q, err := qrcode.New(text, qrcode.Medium)
	if err != nil {
		return nil, err
	}
	return q.Bitmap(), nil
}
