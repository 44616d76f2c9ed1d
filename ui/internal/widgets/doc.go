// Package widgets is the app's theme, with its cut fonts, and what every
// screen draws with: shapes and text that follow the theme and the
// window's scale, the meter, selects of setting values, the button the
// keyboard presses, headings and sentences broken into lines by their
// language's rules. It knows no screen, session or game.
package widgets
