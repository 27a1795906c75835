/** Sign-up survey questions, with the answer letters and texts of product-spec §3. */
export const challengeAnswers = {
  A: 'API changes break AI apps',
  B: 'Data is fragmented and hard for AI to use contextually',
  C: 'Building/testing AI integrations is too slow and manual',
  D: 'Security/governance concerns with exposing data to AI',
  E: 'Not yet using AI with internal data',
} as const;

export const criticalityAnswers = {
  A: 'Extremely critical, top priority',
  B: 'Very critical',
  C: 'Moderately critical',
  D: 'Low criticality',
} as const;

export const resourcesAnswers = {
  A: '1-2 person-weeks',
  B: '3-4 person-weeks',
  C: '5+ person-weeks',
  D: 'Not yet started',
  E: 'Use external tools or consultants',
} as const;

export type ChallengeAnswer = keyof typeof challengeAnswers;
export type CriticalityAnswer = keyof typeof criticalityAnswers;
export type ResourcesAnswer = keyof typeof resourcesAnswers;

export interface SurveyAnswers {
  challengeAnswer: ChallengeAnswer;
  criticalityAnswer: CriticalityAnswer;
  resourcesAnswer: ResourcesAnswer;
}

export const surveyQuestions = {
  challengeAnswer: "What's your biggest challenge with AI and your store's APIs?",
  criticalityAnswer: 'How critical is solving this for your business?',
  resourcesAnswer: 'How much time does your team currently spend on AI integrations?',
} as const;

/** The answer texts, for the sign-up notification email and the admin view. */
export function describeSurvey(answers: SurveyAnswers): Record<keyof SurveyAnswers, string> {
  return {
    challengeAnswer: challengeAnswers[answers.challengeAnswer],
    criticalityAnswer: criticalityAnswers[answers.criticalityAnswer],
    resourcesAnswer: resourcesAnswers[answers.resourcesAnswer],
  };
}
