/**
 * Macronutrients of a few everyday foods per 100 g, for the chart demos. Rounded, shaped after the
 * USDA FoodData Central tables: good enough to read, not to cite.
 */

export const NUTRIENTS = ['Protein', 'Fat', 'Carbohydrates', 'Fibre', 'Sugars'] as const;

export interface FoodNutrition {
  id: string;
  food: string;
  /** Energy per 100 g, in kcal. */
  energy: number;
  /** Grams per 100 g, in the order of NUTRIENTS. */
  grams: readonly number[];
}

export const FOODS: readonly FoodNutrition[] = [
  {id: 'oats', food: 'Rolled oats', energy: 379, grams: [13.2, 6.5, 67.7, 10.1, 1.0]},
  {id: 'almonds', food: 'Almonds', energy: 579, grams: [21.2, 49.9, 21.6, 12.5, 4.4]},
  {id: 'lentils', food: 'Lentils, cooked', energy: 116, grams: [9.0, 0.4, 20.1, 7.9, 1.8]},
  {id: 'salmon', food: 'Salmon', energy: 208, grams: [20.4, 13.4, 0, 0, 0]},
  {id: 'banana', food: 'Banana', energy: 89, grams: [1.1, 0.3, 22.8, 2.6, 12.2]},
  {id: 'cheddar', food: 'Cheddar', energy: 403, grams: [24.9, 33.1, 1.3, 0, 0.5]},
];

export function food(id: string): FoodNutrition {
  return FOODS.find((f) => f.id === id)!;
}
