package bot

// names are what computer players are called, one per seat of the largest
// table (seven); the same at a local table and at a LAN table, and in every
// language, as people's names are.
var names = [...]string{"Aiko", "Bruno", "Chloé", "Dario", "Emi", "Farid", "Gabi"}

// Name is the name of the computer player at seat: seat 1 is Aiko, seat 2
// Bruno..., and seat 0, which is usually the first person's, comes last.
// Seats of one table never share a name.
func Name(seat int) string {
	n := len(names)
	return names[((seat-1)%n+n)%n]
}
