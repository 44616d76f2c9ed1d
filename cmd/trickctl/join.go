package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/lan"
)

func runJoin(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("join", stderr)
	code := fs.String("code", "", "the table's join code")
	level := fs.String("bot", "normal", "bot level: random, easy, normal, hard or expert")
	budget := fs.Duration("budget", bot.DefaultBudget.Time, "thinking time per move of a hard or expert bot (default: 250ms for hard, 500ms for expert)")
	name := fs.String("name", "", "player name (default: the bot level)")
	token := fs.String("token", "", "reconnect token of a seat held before")
	rejoin := fs.Bool("rejoin", false, "take back the seat this command last took at ADDR under the same name, with the token it kept")
	printToken := fs.Bool("print-token", false, "print the seat's reconnect token instead of keeping it in a file only you can read")
	asJSON := fs.Bool("json", false, "print the result as one JSON object")
	retryFor := fs.Duration("retry-for", time.Minute, "how long to try again when the connection to the host is lost")
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		return 2
	}
	if len(pos) != 1 || *code == "" {
		fmt.Fprintln(stderr, "usage: trickctl join ADDR --code CODE [--bot LEVEL] [--name NAME] [--rejoin | --token TOKEN] [--print-token] [--json]")
		return 2
	}
	if *rejoin && *token != "" {
		fmt.Fprintln(stderr, "trickctl join: --rejoin takes the kept token; leave out --token")
		return 2
	}
	lvl, err := bot.ParseLevel(*level)
	if err != nil {
		fmt.Fprintln(stderr, "trickctl join:", err)
		return 2
	}
	think := bot.BudgetFor(lvl)
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "budget" {
			think = bot.Budget{Time: *budget}
		}
	})
	b, err := bot.New(lvl, think)
	if err != nil {
		fmt.Fprintln(stderr, "trickctl join:", err)
		return 2
	}
	if *name == "" {
		*name = string(lvl) + " bot"
	}
	addr := pos[0]
	var hostKey []byte
	if *rejoin {
		if *token, hostKey, err = keptToken(addr, *name); err != nil {
			fmt.Fprintln(stderr, "trickctl join:", err)
			return 2
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	c, err := lan.Dial(ctx, addr, lan.ClientConfig{Code: *code, Name: *name, Token: *token, HostKey: hostKey, Bot: lvl, RetryFor: *retryFor})
	cancel()
	if err != nil {
		fmt.Fprintln(stderr, "trickctl join:", err)
		return 1
	}
	defer c.Close()
	// The seat's token goes to a file of its own unless asked for; kept is
	// the token last written, as every welcome (after a reconnect too)
	// carries the seat's token and one that differs must replace it.
	kept := ""
	keep := func() {
		if *printToken || c.Token() == kept {
			return
		}
		if _, err := keepToken(addr, *name, c.Token(), c.HostKey()); err != nil {
			fmt.Fprintf(stderr, "trickctl join: the seat's reconnect token could not be kept (--print-token shows it): %v\n", err)
			return
		}
		kept = c.Token()
	}
	keep()
	if !*asJSON {
		if *printToken {
			fmt.Fprintf(stdout, "joined %q (%s) at seat %d; token %s\n", c.Table().Name, c.Table().Game, c.Seat(), c.Token())
		} else {
			fmt.Fprintf(stdout, "joined %q (%s) at seat %d; --rejoin takes it back\n", c.Table().Name, c.Table().Game, c.Seat())
		}
	}
	over := func(v *lan.View) int {
		if !*printToken {
			forgetToken(addr, *name)
		}
		return printResult(stdout, v, *asJSON)
	}
	rng := engine.NewRNG(engine.RandomSeed())
	lastSeq, lastVer := -1, -1
	act := func(force bool) {
		v, obs := c.Latest()
		if v == nil || obs == nil || v.Over || !obs.ToMove().Has(obs.Seat()) {
			return
		}
		if !force && v.NextSeq == lastSeq && v.Version == lastVer {
			return
		}
		lastSeq, lastVer = v.NextSeq, v.Version
		c.Submit(b.Choose(obs, &rng))
	}
	for ev := range c.Events() {
		switch ev.Kind {
		case lan.EventView, lan.EventReconnected:
			act(false)
		case lan.EventNotice:
			if !*asJSON {
				fmt.Fprintln(stderr, "refused:", ev.Notice.Text)
			}
			act(true)
		case lan.EventDisconnected:
			if _, giveUp, ok := c.Lost(); ok {
				fmt.Fprintf(stderr, "trickctl join: connection to the host lost; trying again until %s\n", giveUp.Format("15:04:05"))
			}
		}
		if ev.Kind == lan.EventReconnected {
			keep()
			fmt.Fprintln(stderr, "trickctl join: reconnected to the host")
		}
		if v := c.View(); v != nil && v.Over {
			return over(v)
		}
	}
	if v := c.View(); v != nil && v.Over {
		return over(v)
	}
	if err := c.Err(); errors.Is(err, lan.ErrHostLost) {
		again := "--rejoin"
		if *printToken {
			again = "--token " + c.Token()
		}
		fmt.Fprintf(stderr, "trickctl join: the host could not be reached for %s; the seat is kept: join again with %s once it is back\n", retryFor.Round(time.Second), again)
		return 1
	}
	fmt.Fprintln(stderr, "trickctl join: the game did not finish:", c.Err())
	return 1
}

func printResult(w io.Writer, v *lan.View, asJSON bool) int {
	winners := v.Winners
	if winners == nil {
		winners = []int{}
	}
	if asJSON {
		b, _ := json.Marshal(struct {
			Scores  []int `json:"scores"`
			Winners []int `json:"winners"`
			Seat    int   `json:"seat"`
		}{v.Scores, winners, v.Seat})
		fmt.Fprintln(w, string(b))
		return 0
	}
	fmt.Fprintf(w, "game over: scores %v, winners %v (you are seat %d)\n", v.Scores, winners, v.Seat)
	return 0
}
