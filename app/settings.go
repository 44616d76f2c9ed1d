package app

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/trickparty/trickparty/engine"
)

// Prefs is a small string key-value store, safe for concurrent use (a LAN
// table forgets its rejoin record from its own goroutine);
// fyne.Preferences satisfies it.
type Prefs interface {
	String(key string) string
	SetString(key, value string)
}

// Speed is how fast bots' cards are animated.
type Speed string

// The animation speeds.
const (
	Slow    Speed = "slow"
	Normal  Speed = "normal"
	Fast    Speed = "fast"
	Instant Speed = "instant"
)

// Speeds lists the speeds, slowest first.
var Speeds = []Speed{Slow, Normal, Fast, Instant}

// pace is how long the table's events take at one speed.
type pace struct {
	// flight is a card's flight to the table.
	flight time.Duration
	// pause is how long a finished trick stays so players see who won it.
	pause time.Duration
	// gap is the rest after a bot's card lands, so one bot's play can be
	// followed before the next bot's card flies.
	gap time.Duration
}

// A newcomer reads a bot's card for flight+gap (Slow 1.8 s, Normal 1.15 s,
// Fast 0.5 s) and, when tricks go on by themselves, a finished trick with
// its reasons for pause (Slow 6 s, Normal 4 s, Fast 2 s); by default a
// trick waits for a click (AfterTrick).
var paces = map[Speed]pace{
	Slow:    {flight: 800 * time.Millisecond, pause: 6 * time.Second, gap: 1000 * time.Millisecond},
	Normal:  {flight: 550 * time.Millisecond, pause: 4 * time.Second, gap: 600 * time.Millisecond},
	Fast:    {flight: 250 * time.Millisecond, pause: 2 * time.Second, gap: 250 * time.Millisecond},
	Instant: {},
}

// pace is this speed's timings; an unknown speed is Normal.
func (s Speed) pace() pace {
	if p, ok := paces[s]; ok {
		return p
	}
	return paces[Normal]
}

// Flight is how long a card takes to fly to the table at this speed.
func (s Speed) Flight() time.Duration { return s.pace().flight }

// Pause is how long a finished trick stays on the table so players can see
// who won it.
func (s Speed) Pause() time.Duration { return s.pace().pause }

// Gap is the rest after a bot's card lands before the next one flies.
func (s Speed) Gap() time.Duration { return s.pace().gap }

// Settings are the player's preferences.
type Settings struct {
	Name  string `json:"name"`
	Speed Speed  `json:"speed"`
	// Theme is "light", "dark" or "system".
	Theme string `json:"theme"`
	// CardSize is "small", "medium" or "large".
	CardSize string `json:"card_size"`
	// Language is "en" or "ja".
	Language string `json:"language"`
	// AfterTrick is what the table does once a trick is complete: "auto"
	// takes it in after the speed's pause, "click" waits for the player.
	AfterTrick string `json:"after_trick"`
	// Sound turns the table's sound cues on; Volume is their loudness,
	// 0..100 percent.
	Sound  bool `json:"sound"`
	Volume int  `json:"volume"`
	// ForcedPlay plays the player's card for them when it is the only
	// one they may play, after a pause to see it (ForcedPause).
	ForcedPlay bool `json:"forced_play,omitempty"`
}

// ForcedPause is how long the table shows a forced card before playing
// it for the player (Settings.ForcedPlay): long enough to see which card
// it is, longer at a slow pace.
func (s Settings) ForcedPause() time.Duration {
	return max(time.Second, s.Speed.Flight()+s.Speed.Gap())
}

// DefaultSettings are used for anything unset or invalid.
var DefaultSettings = Settings{Name: "You", Speed: Normal, Theme: "system", CardSize: "medium", Language: "en", AfterTrick: "click", Sound: true, Volume: 70}

// Choices for the settings that are enumerations.
var (
	Themes    = []string{"system", "light", "dark"}
	CardSizes = []string{"small", "medium", "large"}
	Languages = []string{"en", "ja"}
	// AfterTricks: take a finished trick in automatically, or on a click.
	AfterTricks = []string{"auto", "click"}
)

// WaitsForClick reports whether a finished trick stays until the player
// clicks.
func (s Settings) WaitsForClick() bool { return s.AfterTrick == "click" }

// SoundLevel is the volume as a factor, 0 to 1.
func (s Settings) SoundLevel() float64 { return float64(s.Volume) / 100 }

// CardScale is the card size as a factor of the medium size.
func (s Settings) CardScale() float32 {
	switch s.CardSize {
	case "small":
		return 0.8
	case "large":
		return 1.25
	}
	return 1
}

const settingsKey = "settings"

// LoadSettings reads the settings, falling back to defaults field by field
// so a damaged value never stops the app. A setting missing from what was
// saved (one added since) keeps its default.
func LoadSettings(p Prefs) Settings {
	s := DefaultSettings
	if raw := p.String(settingsKey); raw != "" {
		got := DefaultSettings
		if json.Unmarshal([]byte(raw), &got) == nil {
			s = got
		}
	}
	return s.normalized()
}

func (s Settings) normalized() Settings {
	d := DefaultSettings
	s.Name = strings.TrimSpace(s.Name)
	if s.Name == "" || len([]rune(s.Name)) > 24 {
		s.Name = d.Name
	}
	if !oneOf(string(s.Speed), []string{"slow", "normal", "fast", "instant"}) {
		s.Speed = d.Speed
	}
	if !oneOf(s.Theme, Themes) {
		s.Theme = d.Theme
	}
	if !oneOf(s.CardSize, CardSizes) {
		s.CardSize = d.CardSize
	}
	if !oneOf(s.Language, Languages) {
		s.Language = d.Language
	}
	if !oneOf(s.AfterTrick, AfterTricks) {
		s.AfterTrick = d.AfterTrick
	}
	if s.Volume < 0 || s.Volume > 100 {
		s.Volume = d.Volume
	}
	return s
}

// SaveSettings stores the settings (normalized).
func SaveSettings(p Prefs, s Settings) Settings {
	s = s.normalized()
	data, _ := json.Marshal(s)
	p.SetString(settingsKey, string(data))
	return s
}

func oneOf(v string, set []string) bool {
	for _, x := range set {
		if v == x {
			return true
		}
	}
	return false
}

// Record is the player's results in one game at one table size.
type Record struct {
	Played int `json:"played"`
	Won    int `json:"won"`
	// Scored counts the games whose score is known (those finished before
	// scores were kept are not), TotalScore sums them and Best is the best
	// of them: the highest, or the lowest where the lowest wins.
	Scored     int `json:"scored,omitempty"`
	TotalScore int `json:"total_score,omitempty"`
	Best       int `json:"best,omitempty"`
	// Streak is the wins in a row up to the last game; BestStreak the
	// longest run of wins.
	Streak     int `json:"streak,omitempty"`
	BestStreak int `json:"best_streak,omitempty"`
	// Recent are the last results, oldest first, for the chart.
	Recent []Result `json:"recent,omitempty"`
	// Options are the options, other than the game's defaults, of the
	// games counted here (StatKeyFor): none for a record of full games.
	Options engine.Options `json:"options,omitzero"`
	// Undone: the games counted here are those in which the player took
	// moves back (Table.Undo), kept apart from the games played straight.
	Undone bool `json:"undone,omitempty"`
}

// Result is one finished game in a Record.
type Result struct {
	Score int  `json:"score"`
	Won   bool `json:"won"`
}

// RecentResults is how many results a Record keeps for its chart.
const RecentResults = 30

// WinRate is the share of games won, 0 before the first.
func (r Record) WinRate() float64 {
	if r.Played == 0 {
		return 0
	}
	return float64(r.Won) / float64(r.Played)
}

// AverageScore is the mean score of the games with a known score.
func (r Record) AverageScore() (float64, bool) {
	if r.Scored == 0 {
		return 0, false
	}
	return float64(r.TotalScore) / float64(r.Scored), true
}

// valid reports whether the counts are consistent with each other.
func (r Record) valid() bool {
	return r.Played >= 0 && r.Won >= 0 && r.Won <= r.Played && r.Scored >= 0 && r.Scored <= r.Played &&
		r.Streak >= 0 && r.Streak <= r.BestStreak && r.BestStreak <= r.Won && len(r.Recent) <= RecentResults && len(r.Recent) <= r.Played
}

// Statistics are the player's results per game and player count.
type Statistics struct {
	// Records is keyed by StatKey(game, players).
	Records map[string]Record `json:"records"`
}

// StatKey names a game and player count, at the game's default options,
// in Statistics.
func StatKey(game string, players int) string { return fmt.Sprintf("%s/%d", game, players) }

// StatKeyFor names the game, player count and options of cfg in
// Statistics: StatKey at the game's defaults, and "trip/3?rounds=2" with
// an option set otherwise, so that a short game's scores are not averaged
// with full games'.
func StatKeyFor(cfg engine.Config) string {
	return statKey(cfg.Game, cfg.Players, statOptions(cfg))
}

// UndoneSuffix ends the Statistics key of the games in which the player
// took moves back: "gummi/4+undo", "trip/3?rounds=2+undo".
const UndoneSuffix = "+undo"

// StatKeyUndone names cfg's games with moves taken back in Statistics.
func StatKeyUndone(cfg engine.Config) string { return StatKeyFor(cfg) + UndoneSuffix }

// statKey is StatKeyFor with the options already told apart from the
// game's defaults.
func statKey(game string, players int, opts engine.Options) string {
	key := StatKey(game, players)
	sep := "?"
	for _, name := range opts.Names() {
		key += fmt.Sprintf("%s%s=%d", sep, name, opts.Get(name))
		sep = "&"
	}
	return key
}

// statOptions are cfg's options that differ from its game's defaults.
func statOptions(cfg engine.Config) engine.Options {
	var out engine.Options
	d, ok := LookupGame(cfg.Game)
	for _, name := range cfg.Options.Names() {
		v := cfg.Options.Get(name)
		if ok {
			if spec, found := d.Option(name); found && spec.Default == v {
				continue
			}
		}
		out.Set(name, v)
	}
	return out
}

const statsKey = "statistics"

// LoadStatistics reads the statistics; damaged data reads as none.
func LoadStatistics(p Prefs) Statistics {
	var s Statistics
	if raw := p.String(statsKey); raw != "" {
		if json.Unmarshal([]byte(raw), &s) != nil {
			s = Statistics{}
		}
	}
	if s.Records == nil {
		s.Records = map[string]Record{}
	}
	for k, r := range s.Records {
		if !r.valid() {
			delete(s.Records, k)
		}
	}
	return s
}

// AddResult counts a finished game of cfg with the player's final score;
// a shared win counts as a win.
func (s *Statistics) AddResult(cfg engine.Config, score int, won bool) {
	s.add(cfg, score, won, false)
}

// AddUndoneResult counts a finished game in which the player took moves
// back, apart from the others (StatKeyUndone).
func (s *Statistics) AddUndoneResult(cfg engine.Config, score int, won bool) {
	s.add(cfg, score, won, true)
}

func (s *Statistics) add(cfg engine.Config, score int, won, undone bool) {
	if s.Records == nil {
		s.Records = map[string]Record{}
	}
	lowWins := false
	if d, ok := LookupGame(cfg.Game); ok {
		lowWins = d.LowScoreWins
	}
	opts := statOptions(cfg)
	key := statKey(cfg.Game, cfg.Players, opts)
	if undone {
		key += UndoneSuffix
	}
	r := s.Records[key]
	r.Options, r.Undone = opts, undone
	r.Played++
	if won {
		r.Won++
		r.Streak++
		r.BestStreak = max(r.BestStreak, r.Streak)
	} else {
		r.Streak = 0
	}
	if r.Scored == 0 || (lowWins && score < r.Best) || (!lowWins && score > r.Best) {
		r.Best = score
	}
	r.Scored++
	r.TotalScore += score
	r.Recent = append(r.Recent, Result{Score: score, Won: won})
	if len(r.Recent) > RecentResults {
		r.Recent = append([]Result(nil), r.Recent[len(r.Recent)-RecentResults:]...)
	}
	s.Records[key] = r
}

// Refresh takes in the records p holds that count more games than s's
// own: those another window of the app counted (it shares the
// preferences) since s was read, which saving s would otherwise lose.
func (s *Statistics) Refresh(p Prefs) {
	stored := LoadStatistics(p)
	if s.Records == nil {
		s.Records = map[string]Record{}
	}
	for k, r := range stored.Records {
		if r.Played > s.Records[k].Played {
			s.Records[k] = r
		}
	}
}

// Keys lists the recorded keys in a stable order.
func (s Statistics) Keys() []string {
	keys := make([]string, 0, len(s.Records))
	for k := range s.Records {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Save stores the statistics.
func (s Statistics) Save(p Prefs) {
	data, _ := json.Marshal(s)
	p.SetString(statsKey, string(data))
}

// MemPrefs is an in-memory Prefs for tests and headless runs; the zero
// value is empty and ready.
type MemPrefs struct {
	mu sync.Mutex
	m  map[string]string
}

// String implements Prefs.
func (p *MemPrefs) String(key string) string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.m[key]
}

// SetString implements Prefs.
func (p *MemPrefs) SetString(key, value string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.m == nil {
		p.m = map[string]string{}
	}
	p.m[key] = value
}
