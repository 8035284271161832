// Package wine holds the test that runs the Windows zip's programs under wine
// (wine_test.go, build tag wine; make wine-test) and the stand-in
// bcryptprimitives.dll it needs (testdata/bcryptprimitives.c). Nothing here goes into a package.
package wine
