"""Common English given names, as a name alone says a person and not a company ("I'm joining Sarah on the 20th" joins
a person; "I'm joining Meta on the 26th" an employer). A name followed by another capitalised word may be a company's
("Jane Street", "Oscar Health"): :data:`NOT_A_GIVEN_NAME` reads a given name only alone.

    >>> import re
    >>> [bool(re.match(NOT_A_GIVEN_NAME + r"\w+", said)) for said in ("Sarah on the 20th", "Jane Street on the 3rd", "Meta")]
    [False, True, True]
"""

from __future__ import annotations

GIVEN_NAMES: frozenset[str] = frozenset(
    """
    Aaron Abby Abigail Adam Adrian Aiden Aisha Alan Alex Alexa Alexander Alexis Alice Alicia Alison Amanda Amber Amelia
    Amir Amy Ana Andrea Andrew Andy Angela Anna Anne Annie Anthony Arjun Ashley Ava Ben Benjamin Beth Bethany Bill
    Bob Brandon Brian Brittany Bryan Caleb Cameron Carl Carlos Carmen Caroline Carrie Catherine Charlie Charlotte Chen
    Chloe Chris Christina Christine Christopher Claire Colin Connor Craig Dan Daniel Danielle Dave David Deepak Derek
    Diana Diego Dylan Ed Eddie Elena Eli Elijah Elizabeth Ella Ellie Emily Emma Eric Erica Erin Ethan Eva Evan Fatima
    Felix Fiona Frank Gabriel Gary Gemma George Grace Greg Hannah Harry Heather Helen Henry Holly Ian Isaac Isabel
    Isabella Jack Jacob Jake James Jamie Jane Jason Jasmine Jay Jeff Jen Jenna Jennifer Jenny Jeremy Jess Jessica Jim
    Joe Joel John Jon Jordan Jose Joseph Josh Joshua Juan Julia Julian Julie Justin Karen Kate Katie Kayla Keith Kelly
    Ken Kevin Kim Kyle Laura Lauren Leah Lee Leo Liam Lily Linda Lisa Liz Logan Lucas Lucy Luis Luke Maddie Maria Mark
    Marcus Martin Mary Matt Matthew Maya Megan Mei Mia Michael Michelle Mike Mohammed Molly Nadia Naomi Natalie Nathan
    Neil Nick Nicole Nina Noah Nora Oliver Olivia Omar Owen Paul Peter Phil Priya Rachel Rahul Raj Rebecca Ryan Rob
    Robert Rosa Rose Ruby Ruth Sam Samantha Samuel Sandra Sara Sarah Scott Sean Sophia Sophie Steph Stephanie Steve
    Steven Susan Tara Taylor Tess Thomas Tim Tom Tony Tyler Vanessa Victoria Will William Yuki Zach Zoe
    """.split()
)

#: Not a given name alone (a lookahead): "Sarah" is one, "Sarah's" and "Jane Street" are not.
NOT_A_GIVEN_NAME = (
    r"(?!(?-i:"
    + "|".join(sorted(GIVEN_NAMES, key=lambda n: (-len(n), n)))
    + r")(?![\w'’-])(?!\s+(?-i:[A-Z])))"
)

__all__ = ["GIVEN_NAMES", "NOT_A_GIVEN_NAME"]
