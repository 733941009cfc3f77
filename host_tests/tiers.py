"""Which tests are slow, and why a test file does not run on the unix port:
one table that both runners read (conftest.py for pytest, mp_runner.py on
the MicroPython unix port).

``make check`` runs every test but the slow ones on both runtimes (pytest
``-m "not slow"``, ``mp_runner.py --fast``); ``make test`` runs them all.
A slow test takes seconds, not a fraction of one: measured with
``pytest --durations=0`` and the unix-port runner's ``--times`` on a 2-core
machine, those over about 3 s (or a file's tests that are over 3 s together)
are listed. ``SLOW``: module -> ``True`` (the whole file) or a tuple of its
tests' names. ``@pytest.mark.slow`` on a test does the same on CPython.

``UNIX_PORT_SKIP``: module -> why the unix port does not run it (the runner
prints the reason). Every ``test_host_*.py`` needs a row: the runner fails a
CPython-only file without a reason.
"""

SLOW = {
    "test_host_benches": (
        "test_code_ram_measures_every_game",
        "test_erase_spikes",
        "test_minheap_short_script",
        "test_names_one_set",
        "test_pico_quick_one_session",
        "test_powercut_few_acts",
        "test_presence_short_traces",
        "test_screens_plan_and_one_script",
        "test_startup_two_runs",
    ),
    "test_host_flash": True,
    "test_host_lang_fit": True,
    "test_host_ndef_ndeflib": True,
    "test_host_pico": True,
    "test_host_sim_4p": True,
    "test_host_sim_cli": True,
    "test_host_sim_clocktowers": True,
    "test_host_sim_games": True,
    "test_host_sim_hamsterrolle": True,
    "test_host_sim_long": True,
    "test_host_sim_memory": True,
    "test_host_sim_reset": True,
    "test_host_sim_settings": True,
    "test_host_sim_sombreros": True,
    "test_host_sim_stramash": True,
    "test_host_sim_tap": True,
    "test_host_soak": True,
    "test_cards_ui": (
        "test_a_reflex_ok_keeps_the_tag",
        "test_a_sticker_sliding_off_and_back_is_never_written_by_it",
        "test_a_write_cut_short_is_taken_up_at_the_next_tap",
        "test_an_erase_cut_short_asks_again_only_if_the_tag_kept_its_card",
        "test_another_card_of_the_same_deck_is_refused_too",
        "test_another_games_card_is_refused_however_often_it_is_tapped",
        "test_clocktowers_deck_counts_copies_of_alike_cards",
        "test_erase_chosen_after_a_lift_the_reader_never_saw_asks_for_the_tag_again",
        "test_erase_chosen_after_the_tag_was_lifted_asks_again_when_it_is_laid",
        "test_erase_from_the_menu_writes_the_tag_lying_on_the_reader",
        "test_forget_learned",
        "test_learn_a_classic_card_then_read_it_as_that_card",
        "test_learn_refuses_a_tag_that_carries_a_card",
        "test_learn_sends_blank_tags_to_write_and_moves_on_after_each_card",
        "test_learned_tags_are_not_written_and_the_deck_ends",
        "test_lock_after_writing_then_the_tag_refuses_writes",
        "test_no_reader_message_and_the_rest_keeps_working",
        "test_read_card_outcomes_each_with_their_message_and_tone",
        "test_read_card_shows_the_card_and_logs_it",
        "test_web_links_texts_and_bad_cards_are_kept_unless_erased",
        "test_write_a_deck_one_tap_per_card",
        "test_write_refuses_foreign_tags_and_classic_cards",
    ),
    "test_device": ("test_a_card_game_builds_and_sets_up_its_reader_with_its_modules",),
    "test_fuzz_tags": ("test_40_images_on_the_simulated_reader",),
    "test_hamsterdam_cells": (
        "test_four_player_cells_show_every_count_whole",
        "test_three_player_cells_show_every_count_whole",
        "test_two_player_cells_show_every_count_whole",
    ),
    "test_hamsterdam_table": ("test_every_screen_of_a_4_player_game_is_whole_on_the_glass",),
    "test_hamsterrolle_rules": ("test_undo_reaches_112_acts_back",),
    "test_hamsterrolle_ui": ("test_leaving_asks_once_something_was_entered",),
    "test_host_hardware": ("test_check_flag_reports_a_stale_file",),
    "test_nfc_presence": (
        "test_a_card_resting_with_one_percent_garbled_answers_is_one_arrival",
        "test_a_card_slid_half_off_and_back_is_the_same_arrival",
        "test_a_card_whose_halt_never_takes_is_reported_once",
        "test_a_real_lift_is_one_removal_and_putting_it_back_one_arrival",
        "test_five_percent_garbled_answers_no_removal_no_second_arrival",
        "test_two_cards_side_by_side_with_garbled_answers_each_arrive_once",
    ),
    "test_persist_powercut": (
        "test_powercut_at_every_write_of_a_clocktowers_session",
        "test_powercut_at_every_write_of_a_journalled_game",
        "test_powercut_at_every_write_of_a_sombreros_session",
        "test_powercut_at_every_write_resumes_the_last_or_previous_action",
    ),
    "test_persist_sessions": (
        "test_a_slot_write_falls_due_at_a_card_and_runs_at_once_not_in_front_of_the_next",
        "test_each_action_of_a_clocktowers_session_saves_only_the_small_journal",
        "test_each_action_of_a_sombreros_session_saves_only_the_small_journal",
        "test_every_action_of_a_session_restores_to_the_same_session",
    ),
    "test_runner": ("test_a_game_end_drops_the_reader_and_the_next_card_screen_builds_one",),
    "test_runner_idle": (
        "test_a_card_read_on_a_dim_screen_counts_and_wakes_it",
        "test_a_screen_that_keeps_awake_is_never_dimmed_or_put_to_sleep",
        "test_dims_at_60_s_blanks_at_300_s_and_the_first_press_only_wakes",
        "test_nothing_is_drawn_or_sent_while_blank",
        "test_on_a_battery_a_blank_device_lightsleeps_in_chunks_and_a_press_wakes_it",
        "test_on_usb_power_it_blanks_but_never_lightsleeps",
    ),
    "test_saved_aside": (
        "test_a_save_that_fails_to_resume_is_set_aside_named_and_not_offered_again",
        "test_back_then_resume_saved_from_the_game_menu_after_a_failure_never_crashes",
    ),
    "test_scoring_done": (
        "test_back_from_the_results_makes_the_session_live_and_resumable",
        "test_hats_results_name_done_and_a_long_ok_ends_the_session",
    ),
    "test_scoring_glass": (
        "test_hats_four_players_and_the_cookie_question_on_the_glass",
        "test_hats_screens_on_the_glass",
    ),
    "test_sombreros_ui": (
        "test_a_card_resting_on_a_noisy_reader_is_counted_once_and_kept",
        "test_one_warning_has_no_page_count",
        "test_two_player_session_scores_as_worked_out_by_hand",
    ),
    "test_stramash_cells": (
        "test_five_and_six_players_singles_and_pairs_show_every_count_whole",
        "test_four_players_singles_and_pairs_show_every_count_whole",
    ),
}

_SIM = "plays the simulator in a subprocess (pytest's tmp_path)"
UNIX_PORT_SKIP = {
    "test_host_benches": "runs the benches in subprocesses (pytest's tmp_path)",
    "test_host_cards": "tools/cards in subprocesses, its SVG read with CPython's XML parser",
    "test_host_flash": "drives mpremote against a fake Pico on a pty",
    "test_host_glyphs": "compares render.py with tools/glyphs.py (a host tool)",
    "test_host_history_tool": "tools/history.py: CPython's csv, matplotlib, a fake mpremote",
    "test_host_hardware": "runs tools/hw/hwgen.py, reads its TOML and HTML with CPython's",
    "test_host_lang": "reads the language tables' sources with ast and re",
    "test_host_lang_fit": "plays the simulator in subprocesses (pytest's tmp_path)",
    "test_host_main": "runs main.py under fake modules installed with pytest's tmp_path",
    "test_host_ndef_ndeflib": "compares with ndeflib, property-based with hypothesis",
    "test_host_package": "reads package.json and the tree with pathlib",
    "test_host_paths": "reads the Makefile, pyproject and the tree with pathlib",
    "test_host_pico": "drives the emulated Pico (Node.js) in subprocesses",
    "test_host_sim_4p": _SIM,
    "test_host_sim_cli": "runs the simulator's command line on a pty, its PNG read by Pillow",
    "test_host_sim_clocktowers": _SIM,
    "test_host_sim_games": _SIM,
    "test_host_sim_hamsterrolle": _SIM,
    "test_host_sim_long": _SIM,
    "test_host_sim_memory": _SIM,
    "test_host_sim_reset": _SIM,
    "test_host_sim_settings": _SIM,
    "test_host_sim_sombreros": _SIM,
    "test_host_sim_stramash": _SIM,
    "test_host_sim_tap": _SIM,
    "test_host_soak": "runs the soak (tools/bench/soak.py) in subprocesses",
    "test_host_unload": "reads package.json and the tree with pathlib",
    "test_host_wiring": "reads hardware/README.md with pathlib",
}


def slow(module, test):
    """True when ``module``'s test ``test`` is in the slow tier."""
    which = SLOW.get(module)
    return which is True or (which is not None and test in which)
