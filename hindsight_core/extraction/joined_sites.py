"""A site or an app joined is no employer: "I joined Twitter in 2010", "I finally joined Bluesky", "I joined Reddit
back in college", "I joined Strava to track my runs" say one signed up, so reading them as the employer (``works_at``)
ended the job the user holds. Many of these are employers too, so one joined and said of work ("I joined Twitter as a
data scientist", "I joined Reddit's ads team", "I joined LinkedIn, my first job out of school") is still the employer:
the rule of an employer joined reads its name after :data:`JOINED_NO_SITE`.

    >>> import re
    >>> [bool(re.match(r"joined" + JOINED_NO_SITE, t, re.I)) for t in (
    ...     "joined Twitter in 2010", "joined Twitter as an engineer", "joined Stripe last week")]
    [False, True, True]
"""

from __future__ import annotations

_SITE = (
    r"twitter|facebook|fb|instagram|insta|tiktok|reddit|linkedin|discord|snapchat|tumblr|pinterest|threads|bluesky|"
    r"mastodon|youtube|twitch|strava|duolingo|myspace|goodreads|letterboxd|hinge|tinder|bumble|whatsapp|telegram|"
    r"wechat|weibo|quora|medium|substack|patreon|github|stack\s*overflow|nextdoor|clubhouse|peloton"
)
# what says the site is where one works, in the clause it was joined in: a role, a team, a job
_WORK_SAID = (
    r"[^.!?;\n]*\b(?:team|job|role|position|intern(?:ship)?|hired|offer|salary|colleagues|co-?workers|boss|manager|"
    r"employee|staff|engineer|developer|designer|analyst|scientist|researcher|recruiter|pm|lead|director|vp|"
    r"contractor|office|work(?:ing)?|career|full[- ]time|part[- ]time)s?\b"
)
#: after "joined": no site or app ("Reddit's ads team" is a team of it), unless said of work there
JOINED_NO_SITE = r"(?!\s+(?:" + _SITE + r")\b(?!['’]s\s)(?!" + _WORK_SAID + r"))"
